import { z } from 'zod';
import { emailField, passwordField } from '../../domain/schemas/fields.ts';
import type { Db } from '../db/connect.ts';
import { hashPassword } from './passwords.ts';
import { insertUser, type UserRow } from './users.ts';

/** The accounts only an operator makes: agents and staff never register themselves. */
export const ADMIN_ROLES = ['agent', 'staff'] as const;

export const createUserSchema = z.object({
  role: z.enum(ADMIN_ROLES, { error: `must be one of: ${ADMIN_ROLES.join(', ')}` }),
  email: emailField(),
  password: passwordField(),
});
export type CreateUserInput = z.output<typeof createUserSchema>;

/** An agent or staff account; undefined when the email is taken already. */
export async function createRoleAccount(
  db: Db,
  input: CreateUserInput,
  now: Date,
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  return insertUser(db, { email: input.email, passwordHash, role: input.role }, now);
}
