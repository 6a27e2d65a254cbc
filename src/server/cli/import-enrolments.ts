import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { readEnrolmentCsv } from '../services/enrolment-import.ts';
import { upsertFormerEnrolments } from '../services/former-enrolments.ts';
import { readReferenceLists } from '../services/reference-lists.ts';

/**
 * `npm run import:enrolments -- file.csv`: loads former enrolments for the staff pre-fill of
 * qualifications into the configured database (stop the server first when it is PGlite). Each line is
 * checked against the reference lists in that database; the enrolments whose lines are all valid are
 * imported in one transaction (a known enrolment code is replaced), and every bad line is listed with
 * its reason. The header is described in docs/operations.md. Exits 1 when any line was bad.
 */
try {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: npm run import:enrolments -- <file.csv>');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}.`);
  }
  const config = loadConfig();
  const database = await connectDatabase(config, console);
  let read: ReturnType<typeof readEnrolmentCsv>;
  try {
    const now = new Date(config.now());
    read = readEnrolmentCsv(text, await readReferenceLists(database.db), now);
    const { enrolments } = read;
    await database.db.transaction((tx) => upsertFormerEnrolments(tx, enrolments, now));
  } finally {
    await database.close();
  }
  const { enrolments, bad, skipped } = read;
  const entries = enrolments.reduce((sum, enrolment) => sum + enrolment.qualifications.length, 0);
  console.log(
    `Imported ${enrolments.length} enrolments (${entries} qualifications); ${bad.length} bad lines.`,
  );
  for (const { line, reason } of bad) console.log(`  line ${line}: ${reason}`);
  if (skipped.length > 0) console.log(`Not imported, for their bad lines: ${skipped.join(', ')}.`);
  if (bad.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
