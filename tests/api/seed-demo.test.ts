import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, eq, inArray } from 'drizzle-orm';
import { STATUS_KEYS } from '../../src/domain/applications/status.ts';
import { referenceOf } from '../../src/domain/submission/constants.ts';
import { SUPPORT_STATUSES } from '../../src/domain/support/support.ts';
import { loadConfig, MEMORY } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/connect.ts';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { applicationFiles, applications, supportRequests, users } from '../../src/server/db/schema.ts';
import { DEMO_AGENT, DEMO_APPLICANT, DEMO_STAFF, DEMO_STUDENTS } from '../../src/server/seed/demo/seed.ts';
import { applicationDetailsStep } from '../../src/server/services/application-details.ts';
import { missingRequiredDocuments, typesOf } from '../../src/server/services/application-files.ts';
import type { ApplicationRecord } from '../../src/server/services/applications.ts';
import { openFileStorage } from '../../src/server/services/file-storage.ts';
import { verifyPassword } from '../../src/server/services/passwords.ts';
import { personalDetailsStep } from '../../src/server/services/personal-details.ts';
import { qualificationsStep } from '../../src/server/services/qualifications.ts';
import { engines } from '../support/engines.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** `npm run seed:demo` as a user runs it, against the database the environment names. */
function seed(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/seed/demo.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
}

/** The steps whose answers the demo seed fills, each with its column. */
const ANSWERED = [
  [personalDetailsStep, 'personalDetails'],
  [applicationDetailsStep, 'applicationDetails'],
  [qualificationsStep, 'qualifications'],
] as const;

/**
 * Edit and View open whole applications (issue 10): every application has its personal details, all
 * but the just-started ones their course and qualifications, and each answered step is what the
 * step's own save would accept (its schema for the owner, the category and the real catalogue).
 */
async function expectWholeApplications(db: Db, rows: ApplicationRecord[]) {
  for (const row of rows) {
    expect(row.personalDetails, `personal details of ${row.id}`).not.toBeNull();
    for (const [step, column] of ANSWERED) {
      const saved = row[column];
      if (!saved) continue;
      const context = { db, editor: { id: row.ownerId, role: 'applicant' as const }, category: row.category };
      const { schema } = await step.prepare({ ...context, row, now: new Date() });
      const parsed = schema.safeParse({ ...saved, applicationId: row.id });
      expect(parsed.error?.issues ?? [], `${column} of ${row.id}`).toEqual([]);
    }
  }
  const whole = rows.filter((row) => row.applicationDetails && row.qualifications);
  expect(whole.length).toBe(rows.filter((row) => row.courseName !== null).length);
  expect(whole.length).toBeGreaterThanOrEqual(40);
}

/**
 * Every application with its course answered has a file of each kind its category requires, whose
 * bytes are in storage (on PGlite, DATA_DIR/files) and pass the upload's own content check; each
 * submitted one has the reference its submission would give; no stored file is left over from the
 * first run.
 */
async function expectFilesAndReferences(db: Db, dataDir: string, rows: ApplicationRecord[]) {
  const storage = dataDir === MEMORY ? null : await openFileStorage(dataDir);
  const answered = rows.filter((row) => row.applicationDetails);
  const stored = await db
    .select()
    .from(applicationFiles)
    .where(
      inArray(
        applicationFiles.applicationId,
        answered.map((row) => row.id),
      ),
    );
  for (const row of answered) {
    const { uploadTypes } = await typesOf(db, row.category);
    expect(
      stored
        .filter((file) => file.applicationId === row.id)
        .map((file) => file.fileType)
        .sort(),
    ).toEqual([...uploadTypes].sort());
    expect(await missingRequiredDocuments(db, row)).toEqual([]);
  }
  for (const row of rows) {
    if (row.submittedAt) expect(row.reference).toBe(referenceOf(row.id, row.submittedAt));
    else expect(row.reference).toBeNull();
  }
  if (storage) {
    const keys = await storage.list();
    const [all] = await db.select({ n: count() }).from(applicationFiles);
    expect(keys.length).toBe(all?.n);
    for (const file of stored.slice(0, 4)) expect(keys).toContain(file.storageKey);
    await storage.close();
  }
}

describe.each(engines)('npm run seed:demo on $name', (engine) => {
  it('makes the demo accounts and their data; a second run duplicates nothing', {
    timeout: 90_000,
  }, async () => {
    const target = await engine.create();
    const env: Record<string, string> = target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir }
      : { DATABASE_URL: '', DATA_DIR: target.dataDir };
    try {
      const first = await seed({ ...env, DEMO_PASSWORD: 'demo_first-1' });
      expect(first.stdout).toContain(DEMO_APPLICANT);
      expect(first.stdout).toContain('password   demo_first-1');
      const second = await seed(env); // no DEMO_PASSWORD: a random one, printed
      const password = /password {3}(\S+)/.exec(second.stdout)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);

      const config = { ...loadConfig({}), dataDir: target.dataDir, databaseUrl: target.databaseUrl };
      const database = await connectDatabase(config, console);
      try {
        const { db } = database;
        const accounts = await db
          .select()
          .from(users)
          .where(inArray(users.loginEmail, [DEMO_APPLICANT, DEMO_AGENT, DEMO_STAFF, ...DEMO_STUDENTS]));
        expect(accounts).toHaveLength(6);
        const byEmail = new Map(accounts.map((account) => [account.loginEmail, account]));
        const applicant = byEmail.get(DEMO_APPLICANT);
        const agent = byEmail.get(DEMO_AGENT);
        expect(applicant).toMatchObject({ role: 'applicant', category: 'International' });
        expect(agent).toMatchObject({ role: 'agent' });
        expect(byEmail.get(DEMO_STAFF)).toMatchObject({ role: 'staff' });
        expect(await verifyPassword(applicant?.passwordHash, password)).toBe(true);
        expect(await verifyPassword(applicant?.passwordHash, 'demo_first-1')).toBe(false);

        const owned = await db
          .select()
          .from(applications)
          .where(eq(applications.ownerId, applicant?.id ?? 0));
        expect(owned).toHaveLength(45);
        expect(new Set(owned.map((row) => row.status))).toEqual(new Set(STATUS_KEYS));
        for (const status of ['refused', 'evidenceNeeded']) {
          const withReason = owned.filter((row) => row.status === status);
          expect(withReason.length).toBeGreaterThanOrEqual(3);
          for (const row of withReason) expect(row.rejectedReason).toContain('\n');
        }
        expect(new Set(owned.map((row) => row.updatedAt.getTime())).size).toBe(45);
        await expectWholeApplications(db, owned);
        await expectFilesAndReferences(db, target.dataDir, owned);

        const [viaAgent] = await db
          .select({ n: count() })
          .from(applications)
          .where(eq(applications.agentId, agent?.id ?? 0));
        expect(viaAgent?.n).toBe(6);
        const requests = await db
          .select()
          .from(supportRequests)
          .where(eq(supportRequests.userId, applicant?.id ?? 0));
        expect(new Set(requests.map((row) => row.status))).toEqual(new Set(SUPPORT_STATUSES));
        expect(requests.some((row) => row.reply)).toBe(true);
        const [all] = await db.select({ n: count() }).from(applications);
        expect(all?.n).toBe(51);
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  });
});
