import { eq } from 'drizzle-orm';
import type { Category, Role, User } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (src/domain/user.ts); never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    loginEmail: row.loginEmail,
    role: row.role,
    student: { potentialAccountCategory: row.category },
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.loginEmail, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role?: Role;
  category?: Category | null;
}

/**
 * A new account (an applicant unless told); the username is the email's local part (spec §3 shows a
 * username but not where it comes from). Undefined when the email was taken meanwhile.
 */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const { email, passwordHash, role = 'applicant', category = null } = user;
  const [row] = await db
    .insert(users)
    .values({
      loginEmail: email,
      username: email.split('@')[0] ?? email,
      passwordHash,
      role,
      category,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.loginEmail })
    .returning();
  return row;
}

/** Registration: always an applicant, category chosen later. */
export function insertApplicant(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return insertUser(db, { email, passwordHash }, now);
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function setLoginEmail(db: Db, userId: number, loginEmail: string, now: Date): Promise<void> {
  await db.update(users).set({ loginEmail, updatedAt: now }).where(eq(users.id, userId));
}

export async function setCategory(db: Db, userId: number, category: Category, now: Date): Promise<void> {
  await db.update(users).set({ category, updatedAt: now }).where(eq(users.id, userId));
}
