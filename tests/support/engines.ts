import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY } from '../../src/server/config.ts';

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

const pglite: Engine = {
  name: 'pglite',
  create: async () => ({ dataDir: MEMORY, drop: async () => undefined }),
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
