import { z } from 'zod';
import { ATTENDANCE_TYPES } from '../../domain/course/catalogue.ts';
import { parseDate } from '../../domain/personal/dates.ts';
import { courseTypes } from '../seed/catalogue/course-types.ts';
import type { CodedName, OfferingInput } from './catalogue-store.ts';
import { parseCsv } from './csv.ts';
import type { BadLine } from './student-import.ts';

/**
 * The course catalogue CSV (docs/operations.md): one course offering per line, its campus and its
 * subjects given by code and name, so a file is complete on its own. Every column is required.
 */
export const CATALOGUE_COLUMNS = [
  'offeringCode',
  'courseCode',
  'courseName',
  'courseType',
  'campusCode',
  'campusName',
  'department',
  'startDate',
  'endDate',
  'attendance',
  'lawCourse',
  'modules',
] as const;
type Column = (typeof CATALOGUE_COLUMNS)[number];

export const CatalogueLimit = {
  offeringCode: 40,
  courseCode: 20,
  campusCode: 10,
  name: 200,
  text: 100,
} as const;

/** Letters, digits and -, not starting with - (empty passes here: `required` names that). */
const CODE = /^(?:[A-Za-z0-9][A-Za-z0-9-]*)?$/;
/** A subject entry: its unit code (3–12 letters and digits, a letter first, a digit in it), a space, its name. */
const SUBJECT = /^((?=[A-Za-z0-9]*\d)[A-Za-z][A-Za-z0-9]{2,11})\s+(\S.*)$/;
const YES = /^(true|yes|y|1)$/i;
const NO = /^(false|no|n|0)$/i;
const COURSE_TYPE_IDS = courseTypes.map((type) => type.id);

const required = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
const code = (max: number) => required(max).regex(CODE, 'letters, digits and - only');
const date = z
  .string()
  .trim()
  .refine((value) => parseDate(value) !== null, 'must be a date yyyy-MM-dd');

const listing = `${COURSE_TYPE_IDS.slice(0, -1).join(', ')} or ${COURSE_TYPE_IDS.at(-1)}`;
const courseType = z
  .string()
  .trim()
  .refine(
    (value) => COURSE_TYPE_IDS.some((id) => String(id) === value),
    `must be a course type id: ${listing}`,
  )
  .transform(Number);

const attendance = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const known = ATTENDANCE_TYPES.find((type) => type.toLowerCase() === value.toLowerCase());
    if (!known) ctx.addIssue({ code: 'custom', message: `must be ${ATTENDANCE_TYPES.join(' or ')}` });
    return known ?? ATTENDANCE_TYPES[0];
  });

const yesNo = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!YES.test(value) && !NO.test(value)) ctx.addIssue({ code: 'custom', message: 'must be yes or no' });
    return YES.test(value);
  });

/** `LAW501 Foundations of Law;LAW502 Contracts`: the offering's subjects in study order. */
const modules = z.string().transform((value, ctx) => {
  const entries = value
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one subject' });
  const subjects: CodedName[] = [];
  for (const entry of entries) {
    const match = SUBJECT.exec(entry);
    if (!match?.[1] || !match[2]) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" must be a subject code and name, e.g. LAW501 Foundations of Law`,
      });
    } else if (match[2].length > CatalogueLimit.text) {
      ctx.addIssue({
        code: 'custom',
        message: `${match[1]}: name at most ${CatalogueLimit.text} characters`,
      });
    } else if (subjects.some((subject) => subject.code === match[1])) {
      ctx.addIssue({ code: 'custom', message: `${match[1]} is listed twice` });
    } else subjects.push({ code: match[1], name: match[2].trim() });
  }
  return subjects;
});

const rowSchema = z
  .object({
    offeringCode: code(CatalogueLimit.offeringCode),
    courseCode: code(CatalogueLimit.courseCode),
    courseName: required(CatalogueLimit.name),
    courseType,
    campusCode: code(CatalogueLimit.campusCode),
    campusName: required(CatalogueLimit.text),
    department: required(CatalogueLimit.text),
    startDate: date,
    endDate: date,
    attendance,
    lawCourse: yesNo,
    modules,
  })
  .refine((row) => row.endDate >= row.startDate, {
    path: ['endDate'],
    message: 'must not be before startDate',
    when: (payload) =>
      ['startDate', 'endDate'].every((key) => !payload.issues.some((i) => i.path?.[0] === key)),
  });

type Row = z.output<typeof rowSchema>;

function toOffering(row: Row): OfferingInput {
  return {
    code: row.offeringCode,
    courseCode: row.courseCode,
    name: row.courseName,
    courseType: row.courseType,
    campus: { code: row.campusCode, name: row.campusName },
    departmentName: row.department,
    startDate: row.startDate,
    endDate: row.endDate,
    typeOfAttendanceName: row.attendance,
    lawCourse: row.lawCourse,
    modules: row.modules,
  };
}

export interface CatalogueCsv {
  offerings: OfferingInput[];
  bad: BadLine[];
}

function readHeader(cells: string[]): Column[] {
  const columns = cells.map((cell) => cell.trim());
  const missing = CATALOGUE_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new Error(`The header lacks ${missing.join(', ')}.`);
  const unknown = columns.filter((column) => !(CATALOGUE_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) throw new Error(`Unknown columns in the header: ${unknown.join(', ')}.`);
  if (new Set(columns).size !== columns.length) throw new Error('A column is named twice in the header.');
  return columns as Column[];
}

/** What earlier lines of the file said: a code and name, and the line that said it first. */
class Seen {
  private readonly names = new Map<string, { name: string; line: number }>();
  /** Why `item` disagrees with an earlier line, or undefined. */
  conflict(what: string, item: CodedName): string | undefined {
    const earlier = this.names.get(item.code);
    return earlier && earlier.name !== item.name
      ? `${what} ${item.code} is named "${earlier.name}" on line ${earlier.line}`
      : undefined;
  }
  remember(item: CodedName, line: number): void {
    if (!this.names.has(item.code)) this.names.set(item.code, { name: item.name, line });
  }
}

/** Reads a course catalogue CSV: the valid offerings, and each bad line with its reason. Throws for a bad header. */
export function readCatalogueCsv(text: string): CatalogueCsv {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('The file is empty.');
  const columns = readHeader(header.cells);
  const offerings: OfferingInput[] = [];
  const bad: BadLine[] = [];
  const offeringLines = new Map<string, number>();
  const campuses = new Seen();
  const subjects = new Seen();
  for (const { line, cells } of records) {
    if (cells.length !== columns.length) {
      bad.push({ line, reason: `expected ${columns.length} values, found ${cells.length}` });
      continue;
    }
    const parsed = rowSchema.safeParse(Object.fromEntries(columns.map((column, i) => [column, cells[i]])));
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      bad.push({ line, reason: reasons.join('; ') });
      continue;
    }
    const offering = toOffering(parsed.data);
    const earlier = offeringLines.get(offering.code);
    const conflicts = [
      earlier === undefined ? undefined : `offeringCode ${offering.code} repeats line ${earlier}`,
      campuses.conflict('campusCode', offering.campus),
      ...offering.modules.map((subject) => subjects.conflict('subject', subject)),
    ].filter((reason) => reason !== undefined);
    if (conflicts.length > 0) {
      bad.push({ line, reason: conflicts.join('; ') });
      continue;
    }
    offeringLines.set(offering.code, line);
    campuses.remember(offering.campus, line);
    for (const subject of offering.modules) subjects.remember(subject, line);
    offerings.push(offering);
  }
  return { offerings, bad };
}
