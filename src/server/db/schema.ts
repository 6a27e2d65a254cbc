import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, ROLES } from '../../domain/user.ts';

/** Timestamps are timestamptz, written from the server clock (config.now) so tests can move time. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roleEnum = pgEnum('user_role', ROLES);
export const categoryEnum = pgEnum('account_category', CATEGORIES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginEmail: text('login_email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('applicant'),
    category: categoryEnum('category'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_login_email_key').on(t.loginEmail),
    // The schemas lower-case emails; the database refuses anything that slipped past them.
    check('users_login_email_lower', sql`${t.loginEmail} = lower(${t.loginEmail})`),
  ],
);

/** A session is known by the sha256 of its bearer token only; a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * The one live code per email and purpose. A resend replaces it (and its tries); a row whose
 * codeHash is null was a notice ("this email is already registered"), which no code can match.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash'),
    isNotice: boolean('is_notice').notNull().default(false),
    tries: integer('tries').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('email_codes_email_purpose_key').on(t.email, t.purpose),
    index('email_codes_expires_at_idx').on(t.expiresAt),
    check('email_codes_notice_has_no_code', sql`${t.isNotice} = (${t.codeHash} is null)`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('password_resets_user_id_idx').on(t.userId),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);
