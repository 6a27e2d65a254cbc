import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { readCatalogueCsv } from '../services/catalogue-import.ts';
import { upsertCatalogue } from '../services/catalogue-store.ts';

/**
 * `npm run import:catalogue -- file.csv`: loads course offerings, with their campuses and subjects,
 * into the configured database. Valid lines are imported (a known offering, campus or subject code
 * is updated); bad lines are listed with their reason. From the first import on, the imported
 * catalogue is the one served and the demo catalogue is no longer seeded. The header is described in
 * docs/operations.md. Exits 1 when any line was bad or the import could not run.
 */
try {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: npm run import:catalogue -- <file.csv>');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}.`);
  }
  const { offerings, bad } = readCatalogueCsv(text);
  const config = loadConfig();
  const database = await connectDatabase(config, console);
  let counts: Awaited<ReturnType<typeof upsertCatalogue>>;
  try {
    counts = await upsertCatalogue(database.db, offerings, false);
  } finally {
    await database.close();
  }
  console.log(
    `Imported ${counts.offerings} offerings (${counts.campuses} campuses, ${counts.subjects} subjects); ${bad.length} bad lines.`,
  );
  for (const { line, reason } of bad) console.log(`  line ${line}: ${reason}`);
  if (bad.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
