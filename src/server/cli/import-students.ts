import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { upsertPreviousStudents } from '../services/previous-students.ts';
import { readStudentCsv } from '../services/student-import.ts';

/**
 * `npm run import:students -- file.csv`: loads previous students for the staff pre-fill into the
 * configured database (stop the server first when it is PGlite). Valid lines are imported (a known
 * student number is replaced); bad lines are listed with their reason. The header is described in
 * docs/operations.md. Exits 1 when any line was bad.
 */
try {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: npm run import:students -- <file.csv>');
  const { students, bad } = readStudentCsv(readFileSync(file, 'utf8'));
  const config = loadConfig();
  const database = await connectDatabase(config, console);
  try {
    await upsertPreviousStudents(database.db, students, new Date(config.now()));
  } finally {
    await database.close();
  }
  console.log(`Imported ${students.length} students; ${bad.length} bad lines.`);
  for (const { line, reason } of bad) console.log(`  line ${line}: ${reason}`);
  if (bad.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
