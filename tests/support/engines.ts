import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig, MEMORY } from '../../src/server/config.ts';
import { connectDatabase } from '../../src/server/db/connect.ts';

/** Where one test server keeps its data, and how to throw it away. */
export interface EngineDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export interface Engine {
  name: 'pglite' | 'postgres';
  create(): Promise<EngineDatabase>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrations = join(root, 'src/server/db/migrations');

/**
 * PGlite's package.json where Node finds the package: the nearest node_modules up from the project
 * (a Stryker sandbox under reports/mutation/tmp has none of its own and resolves through its parents).
 */
function pglitePackage(): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules/@electric-sql/pglite/package.json');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite is not installed');
  }
}

/** Identifies the schema (every migration file) and the PGlite build a template was made with. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of files(migrations).sort())
    hash.update(file.slice(migrations.length)).update(readFileSync(file));
  hash.update(readFileSync(pglitePackage()));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A migrated PGlite data folder made once (per schema) under .test-data/. Creating a PGlite database
 * runs initdb (seconds); opening a copy of a made one takes a fraction of that.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const folder = join(root, '.test-data', `pglite-template-${templateKey()}`);
    if (existsSync(folder)) return folder;
    mkdirSync(join(root, '.test-data'), { recursive: true });
    const scratch = mkdtempSync(join(root, '.test-data', 'pglite-making-'));
    const database = await connectDatabase({ ...loadConfig({}), dataDir: scratch }, console);
    await database.close();
    try {
      renameSync(scratch, folder); // atomic: a parallel worker that made one too keeps the first
    } catch {
      rmSync(scratch, { recursive: true, force: true });
    }
    return folder;
  })();
  return template;
}

/** A file-backed PGlite per server, copied from the template: the production default, fast. */
const pglite: Engine = {
  name: 'pglite',
  async create() {
    const source = await pgliteTemplate();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    cpSync(join(source, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

/** A fresh database per server (portal_test_<random>), so test files run in parallel without sharing rows. */
function postgres(adminUrl: string): Engine {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async create() {
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        dataDir: MEMORY,
        databaseUrl: url.toString(),
        drop: () =>
          admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
            () => undefined,
          ),
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each(engines). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
