import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DRAFT_STEPS } from '../../domain/applications/drafts.ts';
import { STATUS_KEYS } from '../../domain/applications/status.ts';
import { EVENT_KINDS } from '../../domain/backoffice/types.ts';
import { ATTENDANCE_TYPES, type AttendanceType } from '../../domain/course/catalogue.ts';
import { SUPPORT_STATUSES } from '../../domain/support/support.ts';
import { CATEGORIES, ROLES } from '../../domain/user.ts';

/** Timestamps are timestamptz, written from the server clock (config.now) so tests can move time. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column in ('a', 'b', …)` for a check constraint; the values are our own constants, never input. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

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
    /**
     * The portal (host mode) the session was signed in on; it answers there only (issue 24). Null:
     * made before, or by a tool (seed, tests), and not bound.
     */
    portal: text('portal'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Rate-limit windows shared by every instance on this database (issue 12; the store when the
 * engine is PostgreSQL and no REDIS_URL is set, services/attempt-store-postgres.ts): attempts
 * counted per key (limiter name and who) in a fixed window that ends at `ends_at`. Times come from
 * the server's clock, never now() in SQL. Unlogged (migration 0013): counters are not worth WAL,
 * and a crash that empties them only restarts the windows.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [index('rate_limit_windows_ends_at_idx').on(t.endsAt)],
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

/**
 * The searched columns of an application as one text, a line each (names, email, course, reference;
 * an empty line for a null): immutable, so an index can hold its trigrams. Words never contain a
 * line break, so no word matches across two columns.
 */
export function searchText(t: {
  firstGivenName: AnyPgColumn;
  familyName: AnyPgColumn;
  mail: AnyPgColumn;
  courseName: AnyPgColumn;
  reference: AnyPgColumn;
}): SQL {
  const columns = [t.firstGivenName, t.familyName, t.mail, t.courseName, t.reference];
  return sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || chr(10) || `,
  );
}

/**
 * An admission application. The list columns (names, mail, course, type, campus) are copied here by
 * the steps that own them, so the applications home reads one table; later steps add their own
 * columns. `version` guards every update (`… where id = $1 and version = $2`).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The applicant account the application belongs to. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agent account applying for the applicant, if any. */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    category: categoryEnum('category').notNull(),
    /** A StatusKey (src/domain/applications/status.ts); text, so the lifecycle can grow. */
    status: text('status').notNull().default('editing'),
    rejectedReason: text('rejected_reason'),
    firstGivenName: text('first_given_name'),
    familyName: text('family_name'),
    mail: text('mail'),
    courseName: text('course_name'),
    applicationTypeName: text('application_type_name'),
    campusName: text('campus_name'),
    /** The personal details step's form as saved (PersonalDetailsRecord); null until the first save. */
    personalDetails: jsonb('personal_details').$type<Record<string, unknown>>(),
    /** The course application step's form as saved (ApplicationDetailsForm without its id); null until saved. */
    applicationDetails: jsonb('application_details').$type<Record<string, unknown>>(),
    /** The qualifications step's form as saved (QualificationsForm without its id); null until saved. */
    qualifications: jsonb('qualifications').$type<Record<string, unknown>>(),
    /** The older other-details step's form as saved; null until saved. */
    otherDetails: jsonb('other_details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    /** While evidence is needed: the date it is due (issue 11). */
    evidenceDueDate: date('evidence_due_date', { mode: 'string' }),
    /** When the status last changed (a submission or a decision). */
    statusChangedAt: at('status_changed_at'),
    /** The human-readable reference given at submission (APP-2026-000123); null before. */
    reference: text('reference'),
    version: integer('version').notNull().default(1),
    // Possible duplicates (issue 25, ADR 025): the applicant's keys, normalised by the database on
    // every write, so every writer keeps them; the trigger of migration 0016 keeps the flag.
    /** family|first given|date of birth, lower-cased without accents; null while any is missing. */
    dupNameKey: text('dup_name_key').generatedAlwaysAs(
      sql`lower(regexp_replace(normalize(nullif(btrim(family_name), '') || '|' || nullif(btrim(first_given_name), '') || '|' || nullif(personal_details ->> 'birthDate', ''), NFD), '[\\u0300-\\u036f]', '', 'g'))`,
    ),
    /** The passport number, upper-cased, letters and digits only; null when none. */
    dupPassportKey: text('dup_passport_key').generatedAlwaysAs(
      sql`nullif(regexp_replace(upper(coalesce(personal_details ->> 'passportNumber', '')), '[^A-Z0-9]', '', 'g'), '')`,
    ),
    /** The applicant's email, lower-cased; null when none. */
    dupMailKey: text('dup_mail_key').generatedAlwaysAs(sql`nullif(lower(btrim(coalesce(mail, ''))), '')`),
    /**
     * Another application's applicant shares a key, and staff have not marked that pair 'Not a
     * duplicate' (duplicate_dismissals). Kept by the trigger of migration 0016; staff only.
     */
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
  },
  (t) => [
    // One per scope and order: a page is an index range scan, however many rows the user has. Plain
    // ascending columns: a backward scan gives `desc, id desc` (a DESC index from drizzle-kit says
    // NULLS LAST, which `order by … desc` would not match).
    index('applications_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('applications_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // With keywords the filter counts group the user's rows by status and category; without, they
    // read application_counts (below).
    index('applications_owner_counts_idx').on(t.ownerId, t.status, t.category),
    index('applications_agent_updated_idx')
      .on(t.agentId, t.updatedAt, t.id)
      .where(sql`${t.agentId} is not null`),
    index('applications_agent_created_idx')
      .on(t.agentId, t.createdAt, t.id)
      .where(sql`${t.agentId} is not null`),
    index('applications_agent_counts_idx')
      .on(t.agentId, t.status, t.category)
      .where(sql`${t.agentId} is not null`),
    check('applications_status_known', oneOf(t.status, STATUS_KEYS)),
    uniqueIndex('applications_reference_key').on(t.reference),
    // The staff queue's order (services/staff-queue.ts QUEUE_ORDER) over the rows staff see: page 1
    // of a million applications is the index's first 20 entries, not a sort of them all.
    index('applications_queue_idx')
      .on(sql`(case when ${t.status} = 'submitted' then 0 else 1 end)`, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'editing'`),
    // Keyword search (issue 12): trigrams of the searched text, so `ILIKE '%word%'` reads the
    // matching rows only. The same expression as APPLICATION_SEARCH_TEXT (services/application-list.ts).
    index('applications_search_trgm_idx').using('gin', sql`(${searchText(t)}) gin_trgm_ops`),
    // The duplicate keys, each found by index (the trigger's look-up on save).
    index('applications_dup_name_idx').on(t.dupNameKey).where(sql`${t.dupNameKey} is not null`),
    index('applications_dup_passport_idx').on(t.dupPassportKey).where(sql`${t.dupPassportKey} is not null`),
    index('applications_dup_mail_idx').on(t.dupMailKey).where(sql`${t.dupMailKey} is not null`),
    // The queue filtered to possible duplicates: the queue's order over the flagged rows alone.
    index('applications_duplicate_queue_idx')
      .on(sql`(case when ${t.status} = 'submitted' then 0 else 1 end)`, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'editing' and ${t.possibleDuplicate}`),
    // The dashboard's submissions per day (issue 25): a range of the last 30 days.
    index('applications_submitted_at_idx').on(t.submittedAt).where(sql`${t.submittedAt} is not null`),
  ],
);

/** Pairs staff marked 'Not a duplicate' (both ways): they never flag each other again (ADR 025). */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.otherId] }),
    index('duplicate_dismissals_other_idx').on(t.otherId),
  ],
);

/**
 * A step's draft (issue 8): the form as a person typed it, kept without validation, one row per user,
 * application and step. An application not saved yet has no id: its drafts are the user's for a
 * category (application_id null, category set); a saved one's have application_id and no category.
 * Written by one upsert per autosave; never touches the application (its version stays).
 */
export const stepDrafts = pgTable(
  'step_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose draft: drafts are per person, so two people on one application never share one. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The application; null for a new application, which then needs `category`. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The category of a new application's draft; null when application_id is set. */
    category: categoryEnum('category'),
    /** A DraftStep (src/domain/applications/drafts.ts). */
    step: text('step').notNull(),
    /** The form as typed: unvalidated, at most 64 KB and 8 levels deep (checked by the route). */
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    /**
     * The application's version the draft was typed over (0 for a new one). A save by someone else
     * moves the version past it: the draft is then not restored, or it would undo their change.
     */
    baseVersion: integer('base_version').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The upsert targets, and the reads of render/edit; application_id leads so that deleting an
    // application finds its drafts by index (on delete cascade).
    uniqueIndex('step_drafts_application_key')
      .on(t.applicationId, t.userId, t.step)
      .where(sql`${t.applicationId} is not null`),
    uniqueIndex('step_drafts_new_key')
      .on(t.userId, t.category, t.step)
      .where(sql`${t.applicationId} is null`),
    check('step_drafts_target', sql`(${t.applicationId} is null) = (${t.category} is not null)`),
    check('step_drafts_step_known', oneOf(t.step, DRAFT_STEPS)),
  ],
);

/**
 * How many applications each scope holds per status and category: 'owner' cells count by owner_id,
 * 'agent' cells by agent_id. Kept by the `applications_count_cells` trigger (migration
 * 0004_application_counts), so every writer keeps it right; the list reads its filter counts here
 * instead of grouping all of a user's rows.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    scope: text('scope').notNull(),
    scopeId: integer('scope_id').notNull(),
    status: text('status').notNull(),
    category: categoryEnum('category').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.scopeId, t.status, t.category] }),
    // 'all': every application, striped over 16 cells per status and category (scope_id = id % 16,
    // migration 0014) so concurrent submits do not queue on one row; the staff queue sums them.
    // 'duplicate': the same stripes over the applications flagged as possible duplicates (migration
    // 0016), for the counts of the queue filtered to them.
    check('application_counts_scope_known', oneOf(t.scope, ['owner', 'agent', 'all', 'duplicate'])),
  ],
);

/** Reference data: the kinds of support request, upserted at start from seed/reference/support-types.ts. */
export const supportTypes = pgTable('support_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * Reference lists of the personal details step (titles, countries, …), one row per item keyed by the
 * list's name (a ReferenceListKey) and the item's id. Upserted at start from seed/reference/.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => supportTypes.id),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    status: text('status').notNull().default('Open'),
    reply: text('reply'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('support_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('support_requests_status_known', oneOf(t.status, SUPPORT_STATUSES)),
  ],
);

/**
 * Students known from earlier enrolments, for the staff pre-fill (personal-details-step.md §4): the
 * student number, their category and their personal details (a PersonalDetailsRecord). Filled by
 * `npm run import:students` and the demo seed.
 */
export const previousStudents = pgTable('previous_students', {
  studentNum: text('student_num').primaryKey(),
  category: categoryEnum('category').notNull(),
  personalDetails: jsonb('personal_details').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Former enrolments, for the staff pre-fill of qualifications (course spec §4): an enrolment code, the
 * student's number in that enrolment (if known) and its qualifications (QualificationItem[], each
 * valid against the reference lists when written). Filled by `npm run import:enrolments` and the demo
 * seed.
 */
export const formerEnrolments = pgTable('former_enrolments', {
  enrolmentCode: text('enrolment_code').primaryKey(),
  studentNum: text('student_num'),
  qualifications: jsonb('qualifications').$type<Record<string, unknown>[]>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/*
 * The course catalogue (docs/reference-data.md): campuses, subjects and course offerings, from the
 * demo seed (`demo` true, refreshed at every start until a catalogue is imported) or from
 * `npm run import:catalogue` (`demo` false). Rows are known by their code; ids are this system's,
 * what applications store. Never deleted: applications point at them.
 */
export const campuses = pgTable(
  'campuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [uniqueIndex('campuses_code_key').on(t.code)],
);

/** Subjects (modules, units of study); an offering lists its own through course_offering_modules. */
export const subjects = pgTable(
  'subjects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [uniqueIndex('subjects_code_key').on(t.code)],
);

/** One course at one campus for one intake. Dates are calendar dates (yyyy-MM-dd), no time zone. */
export const courseOfferings = pgTable(
  'course_offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    courseCode: text('course_code').notNull(),
    name: text('name').notNull(),
    /** A courseTypes id (reference_items list 'courseTypes'). */
    courseType: integer('course_type').notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    departmentName: text('department_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    attendance: text('attendance').$type<AttendanceType>().notNull(),
    lawCourse: boolean('law_course').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('course_offerings_code_key').on(t.code),
    index('course_offerings_start_date_idx').on(t.startDate),
    check('course_offerings_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('course_offerings_attendance_known', oneOf(t.attendance, ATTENDANCE_TYPES)),
  ],
);

/** The subjects of an offering, in study order. */
export const courseOfferingModules = pgTable(
  'course_offering_modules',
  {
    offeringId: integer('offering_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offeringId, t.subjectId] }),
    index('course_offering_modules_subject_idx').on(t.subjectId),
  ],
);

// --- documents (issue 10): document types per category and application files ---

/** The kinds of document (spec §3 allUploadTypes), upserted at start from seed/reference/document-types.ts. */
export const documentTypes = pgTable('document_types', {
  key: text('key').primaryKey(),
  caption: text('caption').notNull(),
});

/**
 * Which kinds a category's documents step lists, in which order, and which it requires: data, so a
 * provider changes what it asks for without a release. OTHER_DOCUMENT is never required (the
 * check), whatever the seed says.
 */
export const categoryDocumentTypes = pgTable(
  'category_document_types',
  {
    category: categoryEnum('category').notNull(),
    typeKey: text('type_key')
      .notNull()
      .references(() => documentTypes.key),
    required: boolean('required').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.typeKey] }),
    check(
      'category_document_types_other_optional',
      sql`not (${t.typeKey} = 'OTHER_DOCUMENT' and ${t.required})`,
    ),
  ],
);

/**
 * An uploaded file. The bytes live in file storage (services/file-storage.ts) under `storage_key`, a
 * random name that is never the user's; `source_name` is what the user's file was called, shown and
 * offered as the download's name.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileType: text('file_type')
      .notNull()
      .references(() => documentTypes.key),
    sourceName: text('source_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** The media type its content was found to be (magic bytes), sent back on download. */
    mediaType: text('media_type').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    insertedAt: at('inserted_at').notNull(),
  },
  (t) => [
    uniqueIndex('application_files_storage_key').on(t.storageKey),
    index('application_files_application_idx').on(t.applicationId, t.fileType, t.id),
  ],
);

// --- submission (issue 10): mail outbox ---

/**
 * Mail written in the same transaction as what it tells about (a submission), sent afterwards by the
 * outbox worker (services/mail-outbox.ts): a crash after the commit loses nothing, and a message is
 * marked sent once, so a restart does not send it again (docs/architecture.md "Mail outbox").
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is about ('submitted'), for the log and tests. */
    kind: text('kind').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    /** A worker holds a message until then; past it, another may take it (the holder died). */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);

// --- back office (issue 11): the audit trail ---

/**
 * What happened to an application, append-only (a trigger refuses updates; rows go only with their
 * application, which only an editing one can be): every step save with its field-level changes,
 * upload, removal, submission and decision, and staff's internal notes. Who: the account and the
 * role it had then. Shown to staff only.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: roleEnum('actor_role').notNull(),
    /** An EventKind (src/domain/backoffice/types.ts). */
    kind: text('kind').notNull(),
    step: text('step'),
    /** A save's FieldChange list; [] otherwise. */
    changes: jsonb('changes')
      .$type<{ field: string; before: string | null; after: string | null }[]>()
      .notNull(),
    detail: jsonb('detail').$type<Record<string, string | null>>().notNull(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.id),
    check('application_events_kind_known', oneOf(t.kind, EVENT_KINDS)),
  ],
);
