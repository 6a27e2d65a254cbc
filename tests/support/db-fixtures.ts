import { randomBytes } from 'node:crypto';
import type { Category, Role } from '../../src/domain/user.ts';
import {
  type ApplicationRecord,
  insertApplications,
  type NewApplication,
} from '../../src/server/services/applications.ts';
import { hashPassword } from '../../src/server/services/passwords.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import { insertUser, type UserRow } from '../../src/server/services/users.ts';
import type { TestServer } from './test-server.ts';

/**
 * Rows made straight in the test server's database, for what the API cannot make yet (agents,
 * staff, applications): the same services the server uses, no SQL of their own.
 */

export const FIXTURE_PASSWORD = 'fixture_pass-1';
let fixtureHash: Promise<string> | undefined;

export interface FixtureUser {
  user: UserRow;
  email: string;
  /** A live session of the user, as sign-in would give. */
  token: string;
}

export interface UserOptions {
  role?: Role;
  category?: Category | null;
  email?: string;
}

/** An account of any role (password FIXTURE_PASSWORD) with a session. */
export async function createUser(server: TestServer, options: UserOptions = {}): Promise<FixtureUser> {
  const { role = 'applicant', category = null } = options;
  const email = options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.com`;
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const now = server.app.now();
  const user = await insertUser(
    server.app.db,
    { email, passwordHash: await fixtureHash, role, category },
    now,
  );
  if (!user) throw new Error(`fixture user ${email} exists already`);
  const token = await createSession(server.app.db, user.id, now, server.app.sessionPolicy);
  return { user, email, token };
}

/** Inserted in chunks: one statement may carry at most 65,535 parameters. */
const CHUNK = 1000;

/**
 * Applications of `owner`, one per entry of `rows` (each may override any column). By default the
 * first row is the most recently updated, one minute apart, and every row is an editing Domestic
 * application with its own names ("Given1 Family1").
 */
export async function createApplications(
  server: TestServer,
  owner: { id: number },
  rows: Partial<NewApplication>[],
): Promise<ApplicationRecord[]> {
  const now = server.app.now().getTime();
  const values = rows.map((row, index): NewApplication => {
    const at = new Date(now - index * 60_000);
    const n = index + 1;
    return {
      ownerId: owner.id,
      category: 'Domestic',
      status: 'editing',
      firstGivenName: `Given${n}`,
      familyName: `Family${n}`,
      mail: `applicant${n}@example.com`,
      courseName: `Course ${n}`,
      applicationTypeName: 'Undergraduate',
      campusName: 'City Campus',
      createdAt: at,
      updatedAt: at,
      ...row,
    };
  });
  const made: ApplicationRecord[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    made.push(...(await insertApplications(server.app.db, values.slice(start, start + CHUNK))));
  }
  return made;
}

/** `count` default applications (see createApplications), each shaped further by `shape(index)`. */
export function createManyApplications(
  server: TestServer,
  owner: { id: number },
  count: number,
  shape: (index: number) => Partial<NewApplication> = () => ({}),
): Promise<ApplicationRecord[]> {
  return createApplications(
    server,
    owner,
    Array.from({ length: count }, (_, index) => shape(index)),
  );
}
