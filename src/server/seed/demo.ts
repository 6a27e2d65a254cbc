import { randomBytes } from 'node:crypto';
import { passwordField } from '../../domain/schemas/fields.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { openFileStorage } from '../services/file-storage.ts';
import { hashPassword } from '../services/passwords.ts';
import { type DemoSummary, seedDemo } from './demo/seed.ts';

/**
 * `npm run seed:demo`: demo accounts with applications in every status and support requests, in the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, one process owns
 * it). Safe to run again: the demo accounts are reset, nothing is duplicated. The password is
 * DEMO_PASSWORD, or a new random one each run; it is printed.
 */
function demoPassword(): string {
  const given = process.env.DEMO_PASSWORD;
  if (!given) return randomBytes(9).toString('base64url'); // 12 characters the password rule accepts
  const checked = passwordField().safeParse(given);
  if (!checked.success) throw new Error(`DEMO_PASSWORD: ${checked.error.issues[0]?.message}`);
  return given;
}

function report(summary: DemoSummary, password: string, where: string, publicUrl: string): string {
  const { applicant, agent, students, staff, previousStudents } = summary;
  const agentUrl = publicUrl.replace('://localhost', '://agent.localhost');
  const staffUrl = publicUrl.replace('://localhost', '://staff.localhost');
  return [
    `Demo data ready in ${where}.`,
    '',
    `  applicant  ${applicant.email}  (${applicant.applications} applications, ${applicant.supportRequests} support requests)`,
    `  agent      ${agent.email}  (${agent.applications} applications of ${students.length} students, ${agent.supportRequests} support requests)`,
    `  students   ${students.join(', ')}`,
    `  staff      ${staff}  (back office)`,
    `  previous   student numbers ${previousStudents.join(', ')} (staff pre-fill)`,
    `  password   ${password}  (every demo account)`,
    '',
    `Start the server (npm start) and sign in at ${publicUrl}/ (agents: ${agentUrl}/, staff: ${staffUrl}/).`,
  ].join('\n');
}

try {
  const config = loadConfig();
  const password = demoPassword();
  const database = await connectDatabase(config, console);
  const files = await openFileStorage(config.dataDir);
  try {
    const summary = await seedDemo(database.db, files, await hashPassword(password), new Date(config.now()));
    const where =
      database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir}/pglite)`;
    console.log(report(summary, password, where, config.publicUrl));
  } finally {
    await files.close();
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
