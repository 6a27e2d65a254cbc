import { z } from 'zod';
import { MaxLength } from '../../domain/personal/constants.ts';
import type { QualificationLists } from '../../domain/qualifications/context.ts';
import { emptyQualification, emptyQualifications } from '../../domain/qualifications/defaults.ts';
import { qualificationItemFields } from '../../domain/qualifications/fields.ts';
import type { QualificationItem } from '../../domain/qualifications/form.ts';
import { ENROLMENT_CODE } from '../../domain/qualifications/prefill.ts';
import { type ItemContext, qualificationItemRules } from '../../domain/qualifications/rules-items.ts';
import { clearHidden } from '../../domain/steps/clearing.ts';
import { shapeOf } from '../../domain/steps/schema-fields.ts';
import { issuePath, validate } from '../../domain/steps/validate.ts';
import { parseCsv } from './csv.ts';
import type { FormerEnrolment } from './former-enrolments.ts';
import type { BadLine } from './student-import.ts';

/**
 * The former enrolments CSV (docs/operations.md): one qualification per line, grouped by
 * `enrolmentCode`. `studentNum` is the student's number in that enrolment (the same on each of its
 * lines, may be empty); every other column is a qualification field by its form name
 * (src/domain/qualifications/form.ts). Yes/no fields take Y/N (true/false, yes/no, 1/0), list fields
 * their ids, dates yyyy-MM-dd.
 */
export const KEY_COLUMNS = ['enrolmentCode', 'qualificationType'] as const;
const ENROLMENT_COLUMNS = new Set(['enrolmentCode', 'studentNum']);
type ItemField = keyof typeof qualificationItemFields;
const itemShape = shapeOf(qualificationItemFields);

const YES = /^(true|yes|y|1)$/i;
const NO = /^(false|no|n|0)$/i;

/** A cell as the form would send it, by the field's kind: empty is null; ids and yes/no as such. */
function cellValue(field: ItemField, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return null;
  const { kind } = qualificationItemFields[field];
  if (kind === 'choice') return /^\d+$/.test(value) ? Number(value) : value;
  if (kind === 'answer') return YES.test(value) ? true : NO.test(value) ? false : value;
  return value;
}

const enrolmentKey = z.object({
  // Matched whatever the case: stored upper-cased, as the obtain call looks them up.
  enrolmentCode: z
    .string()
    .trim()
    .regex(ENROLMENT_CODE, 'enrolmentCode must be 1 to 20 letters, digits and dashes')
    .toUpperCase(),
  studentNum: z
    .string()
    .trim()
    .regex(/^\d*$/, 'studentNum must be digits only')
    .max(MaxLength.studentNum, `studentNum must be at most ${MaxLength.studentNum} digits`)
    .transform((value) => value || null),
});

export interface EnrolmentCsv {
  enrolments: FormerEnrolment[];
  /** Each bad line and why; an enrolment with a bad line is not imported at all. */
  bad: BadLine[];
  /** The codes left out because one of their lines was bad. */
  skipped: string[];
}

/** The header's columns, or why the whole file is refused. */
function readHeader(cells: string[]): string[] {
  const columns = cells.map((cell) => cell.trim());
  const missing = KEY_COLUMNS.filter((key) => !columns.includes(key));
  if (missing.length > 0) throw new Error(`The header lacks ${missing.join(', ')}.`);
  const unknown = columns.filter(
    (column) => !ENROLMENT_COLUMNS.has(column) && !Object.hasOwn(qualificationItemFields, column),
  );
  if (unknown.length > 0) throw new Error(`Unknown columns in the header: ${unknown.join(', ')}.`);
  if (new Set(columns).size !== columns.length) throw new Error('A column is named twice in the header.');
  return columns;
}

/** A line's messages, each at its field: `name: Qualification Name is required.`. */
const messages = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');

interface Group {
  firstLine: number;
  studentNum: string | null;
  qualifications: QualificationItem[];
  bad: boolean;
}

/**
 * Reads a former enrolments CSV against the qualification lists: each line is checked with the
 * qualifications step's own rules for one entry (the staff version; each type once per enrolment)
 * and keeps what a save would keep. Throws for a bad header.
 */
export function readEnrolmentCsv(text: string, lists: QualificationLists, now: Date): EnrolmentCsv {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('The file is empty.');
  const columns = readHeader(header.cells);
  const fields = columns.filter((column): column is ItemField => !ENROLMENT_COLUMNS.has(column));
  const groups = new Map<string, Group>();
  const bad: BadLine[] = [];
  // The entries' rules do not depend on the category; the context needs one.
  const context = { mode: 'staff' as const, category: 'Domestic' as const, lists, now: () => now };
  const refuse = (line: number, reason: string, group?: Group) => {
    bad.push({ line, reason });
    if (group) group.bad = true;
  };
  for (const { line, cells } of records) {
    if (cells.length !== columns.length) {
      refuse(line, `expected ${columns.length} values, found ${cells.length}`);
      continue;
    }
    const raw = Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    const key = enrolmentKey.safeParse({
      enrolmentCode: raw.enrolmentCode,
      studentNum: raw.studentNum ?? '',
    });
    if (!key.success) {
      refuse(line, messages(key.error.issues));
      continue;
    }
    const { enrolmentCode, studentNum } = key.data;
    const group = groups.get(enrolmentCode) ?? {
      firstLine: line,
      studentNum,
      qualifications: [],
      bad: false,
    };
    groups.set(enrolmentCode, group);
    if (group.studentNum !== studentNum) {
      refuse(line, `studentNum differs from line ${group.firstLine} of ${enrolmentCode}`, group);
      continue;
    }
    const shaped = itemShape.safeParse(
      Object.fromEntries(fields.map((field) => [field, cellValue(field, raw[field] ?? '')])),
    );
    if (!shaped.success) {
      refuse(line, messages(shaped.error.issues), group);
      continue;
    }
    const item = shaped.data as QualificationItem;
    const form = { ...emptyQualifications('Domestic'), qualifications: [...group.qualifications, item] };
    const ctx: ItemContext = { ...context, form, index: group.qualifications.length };
    const issues = validate(qualificationItemRules, item, ctx);
    if (issues.length > 0) {
      refuse(
        line,
        messages(issues.map((issue) => ({ path: issuePath(issue), message: issue.message }))),
        group,
      );
      continue;
    }
    group.qualifications.push(
      clearHidden(qualificationItemRules, item, ctx, emptyQualification(item.qualificationType)),
    );
  }
  const entries = [...groups.entries()];
  return {
    enrolments: entries
      .filter(([, group]) => !group.bad)
      .map(([enrolmentCode, { studentNum, qualifications }]) => ({
        enrolmentCode,
        studentNum,
        qualifications,
      })),
    bad,
    skipped: entries.filter(([, group]) => group.bad).map(([code]) => code),
  };
}
