import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Config, MEMORY } from '../config.ts';
import { safeError } from '../http/log-safety.ts';
import { syncCatalogue } from '../seed/catalogue/sync.ts';
import { lockDataFolder } from './data-folder-lock.ts';
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

/** The start's steps, as the server logs them (a first start on a busy machine can take a minute). */
export type StartStep = 'opening' | 'migrating' | 'reference data';
type Progress = (step: StartStep) => void;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK = 7_265_001;

/** Reference lists and the catalogue, brought in line with the seed at every start (after the migrations). */
async function syncSeedData(db: Db, now: Date, progress: Progress): Promise<void> {
  progress('reference data');
  await syncReferenceData(db);
  await syncCatalogue(db, now);
}

/** Opens the configured engine, applies pending migrations and syncs reference data before anything is served. */
export async function connectDatabase(
  config: Config,
  log: Logger,
  progress: Progress = () => {},
): Promise<Database> {
  const now = new Date(config.now());
  return config.databaseUrl
    ? connectPostgres(config.databaseUrl, log, now, progress)
    : connectPglite(config.dataDir, now, progress);
}

async function connectPglite(dataDir: string, now: Date, progress: Progress): Promise<Database> {
  let folder: string | undefined;
  let unlock = () => {};
  if (dataDir !== MEMORY) {
    folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    unlock = lockDataFolder(dataDir);
  }
  let client: PGlite | undefined;
  try {
    // pg_trgm: the keyword search's trigram index (migration 0012). An empty folder runs initdb here.
    progress('opening');
    client = await PGlite.create(folder, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    progress('migrating');
    await migratePglite(db, { migrationsFolder });
    await syncSeedData(db as unknown as Db, now, progress);
    const opened = client;
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      close: () => opened.close().finally(unlock),
    };
  } catch (error) {
    await client?.close();
    unlock();
    throw error;
  }
}

async function connectPostgres(url: string, log: Logger, now: Date, progress: Progress): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // Without a listener, an idle client's error (e.g. a PostgreSQL restart) would crash the process;
  // the pool drops that client and queries made later reconnect.
  pool.on('error', (error) => log.error({ err: safeError(error) }, 'PostgreSQL idle client error'));
  // The pool listens only while a client is idle. One checked out for a transaction, between two
  // statements when PostgreSQL ends the session (a restart: FATAL 57P01), emits 'error' with no
  // listener, which would end the process; with this one, the transaction's next statement fails
  // (envelope 500) and the pool drops the client when it is released (issue 13).
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.error({ err: safeError(error) }, 'PostgreSQL connection lost while in use'),
    ),
  );
  const db = drizzleNodePg({ client: pool, schema });
  try {
    progress('opening');
    await migrateWithLock(pool, async () => {
      progress('migrating');
      await migrateNodePg(db, { migrationsFolder });
      await syncSeedData(db as unknown as Db, now, progress);
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
