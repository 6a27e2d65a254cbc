import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import type { SummaryDetail } from '../../src/domain/applications/summary.ts';
import type { ApplicationFile } from '../../src/domain/documents/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import type { SubmitAnswer } from '../../src/domain/submission/types.ts';
import { applicationFiles, mailOutbox } from '../../src/server/db/schema.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { sweepOrphanFiles } from '../../src/server/services/file-sweep.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { type Engine, type EngineDatabase, engines } from '../support/engines.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { type CallResult, startTestServer, type TestServer } from '../support/test-server.ts';
import { download, loadDocuments, upload } from '../support/uploads.ts';

/**
 * Issue 13 item 4, PGlite: the real server (npm start's entry, a child process) is killed with
 * SIGKILL in the middle of a burst of step saves, uploads and submissions, then started again on
 * the same data folder. Whatever it acknowledged must be there, every stored file must be whole
 * and pointed at by a row (or be left for the file sweep), and each confirmation mail must go out
 * once. RELIABILITY=full: bigger bursts, several kill rounds on one folder.
 */
const FULL = process.env.RELIABILITY === 'full';
const SIZE = FULL
  ? { rounds: 3, savers: 6, uploaders: 6, submissions: 4, saves: 60, uploads: 24 }
  : { rounds: 1, savers: 3, uploaders: 3, submissions: 2, saves: 12, uploads: 6 };

/**
 * When the kill comes, once the round's submissions have answered: at once (their confirmation
 * mails queued in the outbox, or being sent), as soon as the first confirmation reaches the relay
 * (most likely before the worker has marked it sent), or once every confirmation has gone.
 */
type KillMoment = 'queued' | 'sending' | 'sent';
const KILL_MOMENTS: KillMoment[] = FULL ? ['queued', 'sending', 'sent'] : ['sending'];

const HOUR = 3_600_000;
const UPLOAD_TYPES = ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT', 'RESUME', 'OTHER_DOCUMENT'];
const REQUIRED_TYPES = ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT'];
const PER_TYPE = 5;

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageIdOf = (mail: ReceivedMail) => /^message-id:[ \t]*(\S+)/im.exec(mail.raw)?.[1] ?? '';
const addressOf = (n: number) => `${n} Church Street`;

/** One save chain: an application made by its first save, then saved again and again from each answer. */
interface SaveChain {
  id?: number;
  /** The last acknowledged save: its version and what it wrote. */
  acked?: { version: number; address: string };
  /** The save in flight when the server died (it may or may not have committed). */
  inFlight?: string;
  saves: number;
}

interface SentUpload {
  appId: number;
  name: string;
  bytes: Buffer;
  /** The file id of a 204 answer. */
  ackedId?: number;
}

interface Prepared {
  owner: { token: string };
  uploadApps: number[];
  submitApps: Array<{ id: number; token: string }>;
  /** Every payload sent to each application (required documents included), by sha256. */
  sent: Map<string, SentUpload>;
}

/** Accounts and applications made in-process (the test fixtures) before the child server owns the folder. */
async function prepare(database: EngineDatabase): Promise<Prepared> {
  const engine: Engine = { name: 'pglite', create: async () => ({ ...database, drop: async () => {} }) };
  const server = await startTestServer({ engine });
  try {
    const owner = await createUser(server, { category: 'Domestic' });
    const made = await createApplications(
      server,
      owner.user,
      Array.from({ length: SIZE.rounds * SIZE.uploaders }, () => ({ category: 'Domestic' as const })),
    );
    const sent = new Map<string, SentUpload>();
    const submitApps: Prepared['submitApps'] = [];
    for (let n = 0; n < SIZE.rounds * SIZE.submissions; n++) {
      const applicant = await createUser(server, { category: 'Domestic' });
      const { id } = await answeredApplication(server, applicant.token, 'Domestic');
      for (const type of REQUIRED_TYPES) {
        const file = {
          appId: id,
          name: `${type.toLowerCase()}-${id}.pdf`,
          bytes: samplePdf(`${type} ${id}`),
        };
        const answer = await upload(server, applicant.token, id, { type, ...file });
        expect(answer.code).toBe(Code.Success);
        sent.set(sha(file.bytes), { ...file, ackedId: (answer.result as ApplicationFile).id });
      }
      submitApps.push({ id, token: applicant.token });
    }
    return { owner, uploadApps: made.map((row) => row.id), submitApps, sent };
  } finally {
    await server.close();
  }
}

/** The in-process check after the last round (full runs): the sweep, rows against files, the outbox. */
async function sweepAndCompare(database: EngineDatabase, strays: number, results: RoundNumbers[]) {
  const engine: Engine = { name: 'pglite', create: async () => ({ ...database, drop: async () => {} }) };
  const inProcess: TestServer = await startTestServer({ engine });
  try {
    const { db, files } = inProcess.app;
    expect(await sweepOrphanFiles(db, files, new Date(Date.now() + 2 * HOUR))).toBe(strays);
    const rows = await db.select().from(applicationFiles);
    expect((await files.list()).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    for (const row of rows) {
      const path = join(database.dataDir, 'files', row.storageKey.slice(0, 2), row.storageKey);
      expect(readFileSync(path).length).toBe(row.size);
    }
    const outbox = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'submitted'));
    const submitted = results.reduce((sum, round) => sum + round.submitted, 0);
    expect(outbox).toHaveLength(submitted);
    expect(new Set(outbox.map((row) => row.applicationId)).size).toBe(submitted);
    expect(outbox.filter((row) => row.sentAt === null)).toEqual([]);
  } finally {
    await inProcess.close();
  }
}

interface RoundNumbers {
  round: number;
  savesAcked: number;
  savesInFlight: number;
  savesCommittedUnacked: number;
  uploadsAcked: number;
  uploadsInFlight: number;
  uploadsCommittedUnacked: number;
  submissionsAcked: number;
  submitted: number;
  mails: number;
  duplicateMails: number;
  strayFiles: number;
  moment: KillMoment;
  killAtMs: number;
  restartMs: number;
}

describe('PGlite: SIGKILL in the middle of a burst, then a restart on the same data folder', () => {
  const pglite = engines.find((engine) => engine.name === 'pglite') as Engine;
  let smtp: SmtpSink;
  let database: EngineDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await pglite.create();
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await database?.drop();
  });

  it(
    `keeps every acknowledged save and upload, leaves no orphan, sends each mail once (${SIZE.rounds} round(s))`,
    async () => {
      const timings: Record<string, number> = {};
      let phase = Date.now();
      const lap = (name: string) => {
        timings[name] = (timings[name] ?? 0) + Date.now() - phase;
        phase = Date.now();
      };
      const prepared = await prepare(database);
      lap('prepareMs');
      const { owner, sent } = prepared;
      const port = await freePort();
      const start = () => startServerProcess({ dataDir: database.dataDir, smtpUrl: smtp.url, port });
      const chains: SaveChain[] = [];
      const filesRoot = join(database.dataDir, 'files');
      const results: RoundNumbers[] = [];
      server = await start();
      lap('firstStartMs');

      for (let round = 0; round < SIZE.rounds; round++) {
        const live = server;
        const acks = { saves: 0, uploads: 0 };
        let killed = false;
        const roundChains: SaveChain[] = Array.from({ length: SIZE.savers }, () => ({ saves: 0 }));
        chains.push(...roundChains);
        const roundUploads: SentUpload[] = [];
        let uploadsInFlight = 0;

        const saver = async (chain: SaveChain) => {
          while (!killed) {
            const address = addressOf(chain.saves + 1);
            const body = {
              ...samplePersonalDetails('Domestic'),
              localAddressStreetLine1: address,
              applicationId: chain.id ?? -1,
              applicationCategory: 'Domestic',
              version: chain.acked?.version ?? 0,
            };
            chain.inFlight = address;
            let answer: CallResult<{ id: number; version: number }>;
            try {
              answer = await live.call(ApiPath.savePersonalDetails, body, { token: owner.token });
            } catch {
              return; // the server died with this save in flight
            }
            expect(answer.body.code, answer.body.msg).toBe(Code.Success);
            chain.id = answer.body.result.id;
            chain.acked = { version: answer.body.result.version, address };
            chain.inFlight = undefined;
            chain.saves += 1;
            acks.saves += 1;
            await sleep(10); // a breath, so uploads get their share of the one PGlite connection
          }
        };

        const uploader = async (appId: number, worker: number) => {
          for (let n = 0; n < UPLOAD_TYPES.length * PER_TYPE && !killed; n++) {
            const type = UPLOAD_TYPES[n % UPLOAD_TYPES.length] as string;
            const name = `r${round}-w${worker}-${n}.pdf`;
            const bytes = samplePdf(`round ${round} worker ${worker} file ${n} ${'x'.repeat(n * 997)}`);
            const file: SentUpload = { appId, name, bytes };
            sent.set(sha(bytes), file);
            roundUploads.push(file);
            let answer: Awaited<ReturnType<typeof upload>>;
            try {
              answer = await upload(live, owner.token, appId, { type, name, bytes });
            } catch {
              uploadsInFlight += 1;
              return;
            }
            expect(answer.code, answer.msg).toBe(Code.Success);
            file.ackedId = (answer.result as ApplicationFile).id;
            acks.uploads += 1;
          }
        };

        const toSubmit = prepared.submitApps.slice(round * SIZE.submissions, (round + 1) * SIZE.submissions);
        const submitted = new Map<number, SubmitAnswer>();
        const submitAll = () =>
          Promise.all(
            toSubmit.map(async ({ id, token }) => {
              let answer: CallResult<SubmitAnswer>;
              try {
                answer = await live.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, { token });
              } catch {
                return; // in flight at the kill
              }
              expect(answer.body.code, answer.body.msg).toBe(Code.Success);
              submitted.set(id, answer.body.result);
            }),
          );

        const burstStart = Date.now();
        let failure: unknown;
        const track = (work: Promise<void>) =>
          work.catch((error: unknown) => {
            failure ??= error;
          });
        const workers = [
          ...roundChains.map((chain) => track(saver(chain))),
          ...prepared.uploadApps
            .slice(round * SIZE.uploaders, (round + 1) * SIZE.uploaders)
            .map((appId, worker) => track(uploader(appId, worker))),
        ];
        // A worker that failed an assertion ends the wait (and the test, once they have all ended).
        const untilAcks = async (saves: number, uploads: number) => {
          while ((acks.saves < saves || acks.uploads < uploads) && failure === undefined) await sleep(2);
        };
        // Once the burst has answered enough, the round's applications are submitted; the kill
        // then comes at the round's moment of their confirmation mails (KILL_MOMENTS).
        await untilAcks(SIZE.saves, SIZE.uploads);
        const moment = KILL_MOMENTS[round % KILL_MOMENTS.length] as KillMoment;
        const mailsBefore = smtp.received.length;
        const confirmations = () =>
          smtp.received.slice(mailsBefore).filter((mail) => /^Application APP-/.test(mail.subject)).length;
        await submitAll();
        const mailDeadline = Date.now() + 20_000;
        const wanted = moment === 'sending' ? 1 : moment === 'sent' ? submitted.size : 0;
        while (confirmations() < wanted && Date.now() < mailDeadline) await sleep(1);
        if (moment === 'sent') await sleep(300); // and marked sent
        killed = true;
        await live.kill('SIGKILL');
        const killAtMs = Date.now() - burstStart;
        const receivedAtKill = smtp.received.length;
        await Promise.all(workers);
        if (failure !== undefined) throw failure;

        lap('burstMs');
        const restartStart = Date.now();
        server = await start();
        const restartMs = Date.now() - restartStart;
        lap('restartMs');
        const now = server;
        expect(readFileSync(join(database.dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(now.pid));
        // What was being received at the kill is gone: incoming/ is emptied at every start.
        expect(readdirSync(join(filesRoot, 'incoming'))).toEqual([]);

        // Saves: every acknowledged one is there with its content; the one in flight either
        // committed whole (the next version, its content) or not at all.
        let savesCommittedUnacked = 0;
        for (const chain of roundChains) {
          if (chain.id === undefined || !chain.acked) continue; // its first save never answered
          const loaded = await now.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${chain.id}`, undefined, {
            token: owner.token,
          });
          expect(loaded.body.code).toBe(Code.Success);
          const { version, personalDetails } = loaded.body.result;
          const address = personalDetails?.localAddressStreetLine1;
          if (version === chain.acked.version) {
            expect(address).toBe(chain.acked.address);
          } else {
            expect(version).toBe(chain.acked.version + 1);
            expect(address).toBe(chain.inFlight);
            savesCommittedUnacked += 1;
          }
        }

        // Uploads: every acknowledged one is listed and downloads byte for byte; anything else
        // listed is an upload in flight that committed whole.
        const listedShas = new Set<string>();
        let uploadsCommittedUnacked = 0;
        const appsWithFiles = [
          ...prepared.uploadApps
            .slice(0, (round + 1) * SIZE.uploaders)
            .map((id) => ({ id, token: owner.token })),
          ...prepared.submitApps,
        ];
        for (const { id, token } of appsWithFiles) {
          const listed = await loadDocuments(now, token, id);
          expect(listed.body.code).toBe(Code.Success);
          const files = listed.body.result.applicationFiles;
          for (const file of files) {
            const { response, bytes } = await download(now, token, id, file.id);
            expect(response.status).toBe(200);
            const original = sent.get(sha(bytes));
            expect(original, `file ${file.id} of application ${id} is not what was sent`).toBeDefined();
            expect(original?.appId).toBe(id);
            expect(original?.name).toBe(file.file.sourceName);
            expect(file.file.size).toBe(bytes.length);
            if (original?.ackedId === undefined) uploadsCommittedUnacked += 1;
            else expect(original.ackedId).toBe(file.id);
            listedShas.add(sha(bytes));
          }
          const acked = [...sent.values()].filter((file) => file.appId === id && file.ackedId !== undefined);
          expect(files.map((file) => file.id)).toEqual(
            expect.arrayContaining(acked.map((file) => file.ackedId)),
          );
        }

        // Stored files: each is whole (its bytes are exactly a payload we sent) and either listed
        // or the stray of an upload that never committed, left for the sweep (young, so kept).
        const stored = readdirSync(filesRoot, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name !== 'incoming')
          .flatMap((entry) =>
            readdirSync(join(filesRoot, entry.name)).map((key) => join(filesRoot, entry.name, key)),
          );
        const strays = stored.filter((path) => {
          const digest = sha(readFileSync(path));
          expect(sent.has(digest), `${path} holds bytes nobody sent (half-written?)`).toBe(true);
          return !listedShas.has(digest);
        });
        const unackedEver = [...sent.values()].filter((file) => file.ackedId === undefined).length;
        expect(strays.length).toBeLessThanOrEqual(unackedEver);
        for (const stray of strays) {
          const digest = sha(readFileSync(stray));
          expect(sent.get(digest)?.ackedId, 'an acknowledged upload lost its row').toBeUndefined();
          // Left for the sweep, which removes a file no row points at once it is an hour old.
          expect(Date.now() - statSync(stray).mtimeMs).toBeLessThan(HOUR);
        }

        // Submissions: acknowledged ones are submitted; every submitted one sends its mail once.
        const references = new Map<number, string>();
        for (const { id, token } of toSubmit) {
          const summary = await now.call<SummaryDetail>(`${ApiPath.summaryDetail}${id}`, undefined, {
            token,
            method: 'GET',
          });
          const { statusKey, reference } = summary.body.result;
          if (submitted.has(id)) {
            expect(statusKey).toBe('submitted');
            expect(reference).toBe(submitted.get(id)?.reference);
          }
          if (statusKey === 'submitted' && reference) references.set(id, reference);
        }
        const mailsOf = (reference: string) =>
          smtp.received.filter((mail) => mail.subject.includes(reference));
        const deadline = Date.now() + 20_000;
        while ([...references.values()].some((reference) => mailsOf(reference).length === 0)) {
          if (Date.now() > deadline) break;
          await sleep(50);
        }
        await sleep(300); // a repeat would come right behind
        let duplicateMails = 0;
        for (const [id, reference] of references) {
          const mails = mailsOf(reference);
          const what = `confirmation of application ${id} (${reference})`;
          expect(mails.length, what).toBeGreaterThanOrEqual(1);
          // One outbox row, one Message-ID: a repeat of it would be folded by mail systems.
          expect(new Set(mails.map(messageIdOf)).size, what).toBe(1);
          // The one repeat allowed: sent before the kill, sent again after the restart (the
          // process died between the relay's OK and marking the row sent: at-least-once).
          if (mails.length > 1) {
            const before = mails.filter((mail) => smtp.received.indexOf(mail) < receivedAtKill).length;
            expect({ before, after: mails.length - before }, what).toEqual({ before: 1, after: 1 });
            duplicateMails += 1;
          }
        }

        const numbers: RoundNumbers = {
          round,
          moment,
          savesAcked: roundChains.reduce((sum, chain) => sum + chain.saves, 0),
          savesInFlight: roundChains.filter((chain) => chain.inFlight !== undefined).length,
          savesCommittedUnacked,
          uploadsAcked: roundUploads.filter((file) => file.ackedId !== undefined).length,
          uploadsInFlight,
          uploadsCommittedUnacked,
          submissionsAcked: submitted.size,
          submitted: references.size,
          mails: [...references.values()].reduce((sum, reference) => sum + mailsOf(reference).length, 0),
          duplicateMails,
          strayFiles: strays.length,
          killAtMs,
          restartMs,
        };
        results.push(numbers);
        console.info(`crash round ${round}: ${JSON.stringify(numbers)}`);
        lap('checksMs');
        expect(numbers.savesAcked).toBeGreaterThanOrEqual(SIZE.saves);
        expect(numbers.uploadsAcked).toBeGreaterThanOrEqual(SIZE.uploads);
      }

      // Stopped the usual way, it gives the folder back.
      await server.stop();
      expect(existsSync(join(database.dataDir, 'pglite.lock'))).toBe(false);
      server = undefined;
      lap('stopMs');
      // Full runs open the folder in-process and run the sweep as it would run an hour later:
      // every stray goes, every file left is a row's and whole, every confirmation marked sent.
      // (The default run has checked the same through the API and the disk, strays being young.)
      if (FULL) await sweepAndCompare(database, results.at(-1)?.strayFiles ?? 0, results);
      lap('finalSweepMs');
      console.info(`crash timings: ${JSON.stringify(timings)}`);
    },
    FULL ? 900_000 : 180_000,
  );
});
