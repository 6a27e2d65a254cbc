import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, MEMORY } from '../config.ts';
import { syncReferenceData } from './reference-data.ts';
import * as schema from './schema.ts';

/** One type for both engines; a transaction (`tx`) is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

interface Logger {
  error(obj: object, msg: string): void;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK = 7_265_001;

/** Opens the configured engine, applies pending migrations and syncs reference data before anything is served. */
export async function connectDatabase(config: Config, log: Logger): Promise<Database> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl, log) : connectPglite(config.dataDir);
}

async function connectPglite(dataDir: string): Promise<Database> {
  let folder: string | undefined;
  if (dataDir !== MEMORY) {
    folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
  }
  const client = await PGlite.create(folder);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await syncReferenceData(db as unknown as Db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}

async function connectPostgres(url: string, log: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // Without a listener, an idle client's error (e.g. a PostgreSQL restart) would crash the process;
  // the pool drops that client and queries made later reconnect.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL idle client error'));
  const db = drizzleNodePg({ client: pool, schema });
  try {
    await migrateWithLock(pool, async () => {
      await migrateNodePg(db, { migrationsFolder });
      await syncReferenceData(db as unknown as Db);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
}

async function migrateWithLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
