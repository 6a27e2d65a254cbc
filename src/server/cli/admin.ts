import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createRoleAccount, createUserSchema } from '../services/admin-users.ts';

/**
 * `npm run admin -- create-user --role agent|staff --email x --password y`: makes an agent or staff
 * account in the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first).
 * docs/operations.md describes it.
 */
const USAGE = 'usage: npm run admin -- create-user --role agent|staff --email <email> --password <password>';

async function createUser(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { role: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const parsed = createUserSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    throw new Error([...problems, USAGE].join('\n'));
  }
  const config = loadConfig();
  const database = await connectDatabase(config, console);
  try {
    const user = await createRoleAccount(database.db, parsed.data, new Date(config.now()));
    if (!user) throw new Error(`An account with the email ${parsed.data.email} exists already.`);
    console.log(`Created ${user.role} account ${user.loginEmail} (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

try {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'create-user') throw new Error(USAGE);
  await createUser(rest);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
