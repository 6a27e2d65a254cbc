import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { LOGIN_TARGET } from '../src/domain/constants.ts';
import type { Category } from '../src/domain/user.ts';
import {
  applicationEvents,
  applicationFiles,
  applications,
  mailOutbox,
  users,
} from '../src/server/db/schema.ts';
import { samplePdf } from '../src/server/seed/demo/sample-files.ts';
import { typesOf } from '../src/server/services/application-files.ts';
import { type ApplicationRecord, insertApplications } from '../src/server/services/applications.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSession } from '../src/server/services/sessions.ts';
import { missingParts } from '../src/server/services/submission.ts';
import { answeredApplication } from '../tests/support/complete-application.ts';
import { createUser } from '../tests/support/db-fixtures.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';
import { upload } from '../tests/support/uploads.ts';
import { runTarget } from './child.ts';
import { RAISED_RATE_LIMITS } from './rate-limits.ts';
import type { StoredState } from './surge.ts';

/**
 * The server of the deadline-surge bench (bench/surge.ts), in a child process: N applicants, each
 * with a complete application (every step saved and valid, every required document) and a live
 * session, and the same password for the sign-in part. One application per category is made
 * through the API (step saves and real uploads); the N are copies of those rows made with the
 * server's services, so preparing takes seconds, not N argon2 registrations. The parent sends the
 * submits over HTTP, then asks this process (`state`) for what the database holds.
 */

export const SURGE_PASSWORD = 'surge_pass-1';

export interface SurgeApplicant {
  applicationId: number;
  token: string;
  email: string;
}

export interface SurgeTargetReady {
  type: 'ready';
  engine: string;
  /** POST `${submitUrl}${applicationId}` submits. */
  submitUrl: string;
  signInUrl: string;
  loginTarget: string;
  password: string;
  applicants: SurgeApplicant[];
  prepareMs: number;
}

export interface StateRequest {
  type: 'state';
  applicationIds: number[];
}

const CHUNK = 1000;

/** Per category: an application made through the API, complete, whose rows the N copy. */
async function templateOf(server: TestServer, category: Category) {
  const owner = await createUser(server, { category });
  const { id } = await answeredApplication(server, owner.token, category);
  const { uploadTypes } = await typesOf(server.app.db, category);
  for (const type of uploadTypes) {
    const answer = await upload(server, owner.token, id, {
      type,
      name: `${type.toLowerCase()}.pdf`,
      bytes: samplePdf(type),
    });
    if (answer.code !== 204) throw new Error(`upload ${type}: ${answer.msg}`);
  }
  const [row] = await server.app.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('template application vanished');
  const missing = await missingParts(server.app.db, owner.user, row, server.app.now());
  if (missing.length > 0) throw new Error(`template ${category} incomplete: ${JSON.stringify(missing)}`);
  const files = await server.app.db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, id));
  return { row, files };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function prepare(server: TestServer, count: number): Promise<SurgeApplicant[]> {
  const { db } = server.app;
  const now = server.app.now();
  const templates = {
    Domestic: await templateOf(server, 'Domestic'),
    International: await templateOf(server, 'International'),
  };
  const passwordHash = await hashPassword(SURGE_PASSWORD);
  const run = randomBytes(3).toString('hex');
  const people = Array.from({ length: count }, (_, index) => ({
    email: `surge-${run}-${index}@example.com`,
    category: (index % 2 === 0 ? 'Domestic' : 'International') as Category,
  }));
  const made: Array<{ id: number; email: string; category: Category }> = [];
  for (let start = 0; start < people.length; start += CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        people.slice(start, start + CHUNK).map(({ email, category }) => ({
          loginEmail: email,
          username: email.split('@')[0] ?? email,
          passwordHash,
          role: 'applicant' as const,
          category,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.loginEmail, category: users.category });
    made.push(...rows.map((row) => ({ ...row, category: row.category as Category })));
  }
  const byEmail = new Map(made.map((user) => [user.email, user]));
  const owners = people.map(({ email }) => {
    const owner = byEmail.get(email);
    if (!owner) throw new Error(`applicant ${email} not made`);
    return owner;
  });
  const apps: ApplicationRecord[] = [];
  for (let start = 0; start < owners.length; start += CHUNK) {
    apps.push(
      ...(await insertApplications(
        db,
        owners.slice(start, start + CHUNK).map((owner) => {
          const { id: _id, ownerId: _owner, reference: _ref, ...columns } = templates[owner.category].row;
          return { ...columns, ownerId: owner.id, status: 'editing', createdAt: now, updatedAt: now };
        }),
      )),
    );
  }
  const fileRows = apps.flatMap((app) =>
    templates[app.category].files.map(
      ({ id: _id, applicationId: _app, storageKey, uploadedBy: _by, ...file }) => ({
        ...file,
        applicationId: app.id,
        uploadedBy: app.ownerId,
        // The rows the submit checks; the bytes stay the template's (the submit never reads them).
        storageKey: `${storageKey}-surge-${app.id}`,
      }),
    ),
  );
  for (let start = 0; start < fileRows.length; start += CHUNK)
    await db.insert(applicationFiles).values(fileRows.slice(start, start + CHUNK));
  const emailOf = new Map(made.map((user) => [user.id, user.email]));
  const applicants: SurgeApplicant[] = apps.map((app) => ({
    applicationId: app.id,
    token: '',
    email: emailOf.get(app.ownerId) ?? '',
  }));
  await pooled(
    apps.map((app, index) => ({ app, index })),
    8,
    async ({ app, index }) => {
      const applicant = applicants[index];
      if (applicant) applicant.token = await createSession(db, app.ownerId, now, server.app.sessionPolicy);
    },
  );
  return applicants;
}

/** What the database holds for the bench's applications, for bench/surge.ts to verify. */
async function stateOf(server: TestServer, ids: number[]): Promise<StoredState> {
  const { db } = server.app;
  const stored: StoredState['stored'] = [];
  const outbox: StoredState['outbox'] = [];
  const submitEvents: StoredState['submitEvents'] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    stored.push(
      ...(await db
        .select({ id: applications.id, status: applications.status, reference: applications.reference })
        .from(applications)
        .where(inArray(applications.id, chunk))),
    );
    const mails = await db
      .select({
        applicationId: mailOutbox.applicationId,
        sentAt: mailOutbox.sentAt,
        to: mailOutbox.toAddress,
      })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.applicationId, chunk), eq(mailOutbox.kind, 'submitted')));
    outbox.push(
      ...mails.map((mail) => ({
        applicationId: mail.applicationId ?? 0,
        sent: mail.sentAt !== null,
        to: mail.to,
      })),
    );
    submitEvents.push(
      ...(await db
        .select({ applicationId: applicationEvents.applicationId, n: count() })
        .from(applicationEvents)
        .where(and(inArray(applicationEvents.applicationId, chunk), eq(applicationEvents.kind, 'submit')))
        .groupBy(applicationEvents.applicationId)),
    );
  }
  const [unsent] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return { type: 'state', stored, outbox, submitEvents, unsentOutbox: unsent?.n ?? 0 };
}

/**
 * With BENCH_SURGE_PROFILE=<folder>: a CPU profile of this process from `ready` to the parent's
 * first `state` request (the surge), written there as surge-<pid>.cpuprofile. Returns the stop.
 */
async function startProfile(folder: string | undefined) {
  if (!folder) return undefined;
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    const { profile } = await session.post('Profiler.stop');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `surge-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

runTarget<SurgeTargetReady>(async (engine) => {
  const applicantCount = Number(process.env.BENCH_SURGE_APPLICANTS ?? 1000);
  const server = await startTestServer({
    engine,
    config: {
      rateLimits: RAISED_RATE_LIMITS,
      logLevel: 'silent',
      // The parent's SMTP sink: the mail is counted where it arrives, off this process's CPU.
      ...(process.env.BENCH_SMTP_URL ? { smtpUrl: process.env.BENCH_SMTP_URL } : {}),
    },
  });
  try {
    const started = performance.now();
    const applicants = await prepare(server, applicantCount);
    const profile = await startProfile(process.env.BENCH_SURGE_PROFILE);
    process.on('message', (message: StateRequest) => {
      if (message.type !== 'state') return;
      void profile?.();
      stateOf(server, message.applicationIds).then(
        (state) => process.send?.(state),
        (error: unknown) => process.send?.({ type: 'state-error', message: String(error) }),
      );
    });
    const ready: SurgeTargetReady = {
      type: 'ready',
      engine: engine.name,
      submitUrl: `${server.url}${API_PREFIX}${ApiPath.submit}`,
      signInUrl: `${server.url}${API_PREFIX}${ApiPath.login}`,
      loginTarget: LOGIN_TARGET,
      password: SURGE_PASSWORD,
      applicants,
      prepareMs: Math.round(performance.now() - started),
    };
    return { ready, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
});
