import { z } from 'zod';
import { MaxLength } from '../../domain/personal/constants.ts';
import type { PersonalDetailsRecord } from '../../domain/personal/render.ts';
import { personalDetailsShape } from '../../domain/personal/schema.ts';
import { CATEGORIES } from '../../domain/user.ts';
import { parseCsv } from './csv.ts';
import type { PreviousStudent } from './previous-students.ts';

/**
 * The previous students CSV (docs/operations.md): a header naming `studentNum`, `category` and any
 * personal details fields by their form names; one student per line. Yes/no fields take
 * true/false/yes/no, list ids are numbers, disabilityType is ids separated by `;`, dates yyyy-MM-dd.
 */
export const KEY_COLUMNS = ['studentNum', 'category'] as const;
/** Form fields that belong to an application, never to a student record. */
const NOT_IMPORTED = new Set(['applicationId', 'applicationCategory', 'studentNum']);

type Kind = 'text' | 'number' | 'boolean' | 'list';
const shape = personalDetailsShape.shape;
type ShapeField = keyof typeof shape;

/** What a field holds, read from the form's own schema (what it accepts), so the two never drift. */
function kindOf(field: ShapeField): Kind {
  const schema = shape[field] as z.ZodType;
  if (schema.safeParse([1]).success) return 'list';
  if (schema.safeParse(1).success) return 'number';
  if (schema.safeParse(true).success) return 'boolean';
  return 'text';
}

const YES = /^(true|yes|y|1)$/i;
const NO = /^(false|no|n|0)$/i;

/** A cell as the form would send it: empty is null; numbers and yes/no as such; anything else stays text (and fails the schema). */
function cellValue(kind: Kind, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return null;
  if (kind === 'number') return /^-?\d+$/.test(value) ? Number(value) : value;
  if (kind === 'boolean') return YES.test(value) ? true : NO.test(value) ? false : value;
  if (kind === 'list') return value.split(';').map((id) => (/^\s*\d+\s*$/.test(id) ? Number(id) : id));
  return value;
}

const keySchema = z.object({
  studentNum: z
    .string()
    .regex(/^\d+$/, 'studentNum must be digits only')
    .max(MaxLength.studentNum, `studentNum must be at most ${MaxLength.studentNum} digits`),
  category: z.enum(CATEGORIES, { error: `category must be ${CATEGORIES.join(' or ')}` }),
});

export interface BadLine {
  line: number;
  reason: string;
}

export interface StudentCsv {
  students: PreviousStudent[];
  bad: BadLine[];
}

/** The header's columns, or why the whole file is refused. */
function readHeader(cells: string[]): ShapeField[] {
  const columns = cells.map((cell) => cell.trim());
  const missing = KEY_COLUMNS.filter((key) => !columns.includes(key));
  if (missing.length > 0) throw new Error(`The header lacks ${missing.join(', ')}.`);
  const unknown = columns.filter(
    (column) =>
      !(KEY_COLUMNS as readonly string[]).includes(column) &&
      (!(column in shape) || NOT_IMPORTED.has(column)),
  );
  if (unknown.length > 0) throw new Error(`Unknown columns in the header: ${unknown.join(', ')}.`);
  if (new Set(columns).size !== columns.length) throw new Error('A column is named twice in the header.');
  return columns as ShapeField[];
}

/** Reads a previous students CSV: the valid students, and each bad line with its reason. Throws for a bad header. */
export function readStudentCsv(text: string): StudentCsv {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('The file is empty.');
  const columns = readHeader(header.cells);
  const students: PreviousStudent[] = [];
  const bad: BadLine[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    if (cells.length !== columns.length) {
      bad.push({ line, reason: `expected ${columns.length} values, found ${cells.length}` });
      continue;
    }
    const raw = Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    const key = keySchema.safeParse({ studentNum: raw.studentNum?.trim(), category: raw.category?.trim() });
    const fields = columns.filter((column) => !(KEY_COLUMNS as readonly string[]).includes(column));
    const values = Object.fromEntries(
      fields.map((field) => [field, cellValue(kindOf(field), raw[field] ?? '')]),
    );
    const details = personalDetailsShape.partial().safeParse(values);
    if (!key.success || !details.success) {
      const issues = [...(key.error?.issues ?? []), ...(details.error?.issues ?? [])];
      bad.push({
        line,
        reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
      continue;
    }
    const earlier = seen.get(key.data.studentNum);
    if (earlier !== undefined) {
      bad.push({ line, reason: `studentNum ${key.data.studentNum} repeats line ${earlier}` });
      continue;
    }
    seen.set(key.data.studentNum, line);
    const kept = Object.fromEntries(
      fields.map((field) => [field, (details.data as Record<string, unknown>)[field]]),
    );
    students.push({ ...key.data, personalDetails: kept as PersonalDetailsRecord });
  }
  return { students, bad };
}
