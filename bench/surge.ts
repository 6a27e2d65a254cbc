import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type SmtpSink, startSmtpSink } from '../tests/support/smtp-sink.ts';
import { type Argon2Limit, measureArgon2LimitApart, poolThreads } from './argon2-limit.ts';
import { ask } from './ask.ts';
import { formatTargets, percent, type TargetCheck } from './raw-sql.ts';
import type { SurgeApplicant, SurgeTargetReady } from './surge-target.ts';
import { startChild } from './throughput.ts';

/**
 * The deadline surge (issue 12, item 3): N applicants, each with a complete application and a live
 * session, all submit at once over HTTP to the portal in a child process (bench/surge-target.ts).
 * Reported: submits/s, latency, errors; then, from the database and the SMTP sink, that no
 * acknowledged submission was lost, none was made twice, and each sent exactly one confirmation
 * mail. Then sign-ins/s through the server as a share of this machine's argon2id limit
 * (bench/argon2-limit.ts).
 */

export const SUBMITS_PER_SECOND_TARGET = 870;
export const SIGN_IN_SHARE_TARGET = 0.9;

export interface SurgeOptions {
  /** Applicants, each submitting one complete application (default 1000). */
  applicants?: number;
  /** Submits in flight at once (default: all of them). */
  concurrency?: number;
  /** Seconds of sign-ins through the server, and of the argon2id limit (default 10 and 5). */
  signInSeconds?: number;
  argon2Seconds?: number;
  /** Sign-ins in flight (default 16). */
  signInConcurrency?: number;
  /** How long to wait for the outbox to send every confirmation (default 120 s). */
  mailTimeoutMs?: number;
}

// --- the verification (pure) ---

/** A submit as the load generator saw it: an acknowledgement is HTTP 200 with envelope code 204. */
export interface SubmitOutcome {
  applicationId: number;
  acknowledged: boolean;
  /** The reference the acknowledgement gave (empty otherwise). */
  reference: string;
}

/** What the database holds for the bench's applications (asked from the target process). */
export interface StoredState {
  type: 'state';
  stored: Array<{ id: number; status: string; reference: string | null }>;
  /** The 'submitted' outbox rows of those applications. */
  outbox: Array<{ applicationId: number; sent: boolean; to: string }>;
  /** Audit events of kind 'submit', per application. */
  submitEvents: Array<{ applicationId: number; n: number }>;
  /** Outbox rows of any kind not sent yet. */
  unsentOutbox: number;
}

export interface Verification {
  acknowledged: number;
  /** Bench applications stored with status submitted. */
  storedSubmitted: number;
  /** Acknowledged submits whose application is not stored submitted with the acknowledged reference. */
  lost: number;
  /** Applications submitted more than once (several submit events, or a reference another one has too). */
  duplicates: number;
  /** Stored submitted without an acknowledgement (the answer failed after the commit): not lost, not counted as ok. */
  unacknowledgedSubmitted: number;
  outbox: { exactlyOne: number; missing: number; extra: number; unsent: number };
  /** Mail received by the SMTP sink, per acknowledged submission: to its applicant, naming its reference. */
  mail: { exactlyOne: number; missing: number; extra: number };
}

/**
 * Checks the surge's outcomes against the database and the mail received (issue 12 item 3): every
 * acknowledged submit is stored submitted with its reference (0 lost), one submission per
 * application with unique references (0 duplicates), and exactly one confirmation mail each —
 * one outbox row of kind 'submitted', and one mail at the applicant's address naming the reference.
 */
export function verifySurge(
  outcomes: SubmitOutcome[],
  applicants: Array<Pick<SurgeApplicant, 'applicationId' | 'email'>>,
  state: Omit<StoredState, 'type'>,
  mails: Array<{ to: string[]; subject: string }>,
): Verification {
  const storedById = new Map(state.stored.map((row) => [row.id, row]));
  const emailOf = new Map(applicants.map((a) => [a.applicationId, a.email.toLowerCase()]));
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
  const ackedIds = new Set(acknowledged.map((outcome) => outcome.applicationId));
  const referenceOf = new Map(acknowledged.map((outcome) => [outcome.applicationId, outcome.reference]));
  const lost = acknowledged.filter((outcome) => {
    const row = storedById.get(outcome.applicationId);
    return row?.status !== 'submitted' || !row.reference || row.reference !== outcome.reference;
  }).length;
  const submitted = state.stored.filter((row) => row.status === 'submitted');
  const perReference = new Map<string, number>();
  for (const row of state.stored)
    if (row.reference) perReference.set(row.reference, (perReference.get(row.reference) ?? 0) + 1);
  const sharedReference = [...perReference.values()].reduce((sum, n) => sum + (n > 1 ? n - 1 : 0), 0);
  const repeatedEvents = state.submitEvents.filter((event) => event.n > 1).length;
  const outboxPer = new Map<number, number>();
  for (const row of state.outbox)
    outboxPer.set(row.applicationId, (outboxPer.get(row.applicationId) ?? 0) + 1);
  const outbox = {
    exactlyOne: 0,
    missing: 0,
    extra: 0,
    unsent: state.outbox.filter((row) => !row.sent).length,
  };
  const mail = { exactlyOne: 0, missing: 0, extra: 0 };
  const subjects = new Map<string, string[]>();
  for (const message of mails)
    for (const to of message.to) {
      const list = subjects.get(to.toLowerCase()) ?? [];
      list.push(message.subject);
      subjects.set(to.toLowerCase(), list);
    }
  for (const id of ackedIds) {
    const n = outboxPer.get(id) ?? 0;
    if (n === 1) outbox.exactlyOne += 1;
    else if (n === 0) outbox.missing += 1;
    else outbox.extra += n - 1;
    const reference = referenceOf.get(id) ?? '';
    const received = (subjects.get(emailOf.get(id) ?? '') ?? []).filter(
      (subject) => reference !== '' && subject.includes(reference),
    ).length;
    if (received === 1) mail.exactlyOne += 1;
    else if (received === 0) mail.missing += 1;
    else mail.extra += received - 1;
  }
  return {
    acknowledged: acknowledged.length,
    storedSubmitted: submitted.length,
    lost,
    duplicates: sharedReference + repeatedEvents,
    unacknowledgedSubmitted: submitted.filter((row) => !ackedIds.has(row.id)).length,
    outbox,
    mail,
  };
}

/** A figure against a floor, e.g. `submits/s ≥ 870` measured `912/s`. */
export function atLeast(target: string, value: number, bar: number, unit = ''): TargetCheck {
  return { target: `${target} ≥ ${bar}${unit}`, measured: `${value}${unit}`, holds: value >= bar };
}

/** A count that must be zero. */
export function none(target: string, value: number): TargetCheck {
  return { target: `${target} = 0`, measured: String(value), holds: value === 0 };
}

/** The targets for a surge and a sign-in run. */
export function surgeTargets(
  surge: Pick<SurgeLoad, 'submitsPerSecond' | 'errors'>,
  verification: Verification,
  signIn?: { share: number },
): TargetCheck[] {
  const checks = [
    atLeast('submits/s', surge.submitsPerSecond, SUBMITS_PER_SECOND_TARGET, '/s'),
    none('submit errors', surge.errors),
    none('lost submissions', verification.lost),
    none('duplicate submissions', verification.duplicates),
    {
      target: 'one confirmation mail each (outbox, sink)',
      measured: `${Math.min(verification.outbox.exactlyOne, verification.mail.exactlyOne)}/${verification.acknowledged}`,
      holds:
        verification.acknowledged > 0 &&
        verification.outbox.exactlyOne === verification.acknowledged &&
        verification.mail.exactlyOne === verification.acknowledged &&
        verification.outbox.extra === 0 &&
        verification.mail.extra === 0,
    },
  ];
  if (signIn)
    checks.push({
      target: `sign-in/s, share of the argon2id limit ≥ ${percent(SIGN_IN_SHARE_TARGET)}`,
      measured: percent(signIn.share),
      holds: signIn.share >= SIGN_IN_SHARE_TARGET,
    });
  return checks;
}

// --- the load ---

export interface SurgeLoad {
  submits: number;
  concurrency: number;
  seconds: number;
  /** Acknowledged submits over the time from the first request sent to the last answer. */
  submitsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Answers that were not envelope 204 (refusals, 500s) plus HTTP failures. */
  errors: number;
  httpErrors: number;
  /** The first few error answers, for the report. */
  samples: string[];
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One POST over a keep-alive agent; rejects on a socket error or a 60 s timeout. */
function post(agent: Agent, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const at = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent, headers, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - at,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

/** Every applicant submits once; `concurrency` requests in flight (all at once by default). */
async function surge(
  target: SurgeTargetReady,
  concurrency: number,
): Promise<{ load: SurgeLoad; outcomes: SubmitOutcome[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: SubmitOutcome[] = [];
  const latencies: number[] = [];
  const samples: string[] = [];
  let httpErrors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, target.applicants.length) }, async () => {
      while (next < target.applicants.length) {
        const applicant = target.applicants[next++] as SurgeApplicant;
        const sent = performance.now();
        try {
          const answer = await post(agent, `${target.submitUrl}${applicant.applicationId}`, {
            authorization: `Bearer ${applicant.token}`,
          });
          latencies.push(answer.ms);
          let reference = '';
          let acknowledged = false;
          try {
            const envelope = JSON.parse(answer.body) as { code?: number; result?: { reference?: string } };
            acknowledged = answer.status === 200 && envelope.code === 204 && !!envelope.result?.reference;
            reference = acknowledged ? (envelope.result?.reference ?? '') : '';
          } catch {}
          if (!acknowledged && samples.length < 5)
            samples.push(`HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
          outcomes.push({ applicationId: applicant.applicationId, acknowledged, reference });
        } catch (error) {
          httpErrors += 1;
          latencies.push(performance.now() - sent);
          if (samples.length < 5) samples.push(String(error));
          outcomes.push({ applicationId: applicant.applicationId, acknowledged: false, reference: '' });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged).length;
  return {
    outcomes,
    load: {
      submits: outcomes.length,
      concurrency,
      seconds: Math.round(seconds * 1000) / 1000,
      submitsPerSecond: Math.round(acknowledged / seconds),
      latencyMs: {
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        max: quantile(latencies, 1),
      },
      errors: outcomes.length - acknowledged,
      httpErrors,
      samples,
    },
  };
}

export interface SignInLoad {
  signIns: number;
  seconds: number;
  concurrency: number;
  perSecond: number;
  latencyMs: { p50: number; p99: number };
  errors: number;
}

/** Correct sign-ins of the applicants in turn, `concurrency` in flight, for `seconds` after a 1 s warm-up. */
async function signIns(target: SurgeTargetReady, seconds: number, concurrency: number): Promise<SignInLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { 'content-type': 'application/json' };
  let turn = 0;
  const run = async (ms: number) => {
    const end = performance.now() + ms;
    const latencies: number[] = [];
    let errors = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const applicant = target.applicants[turn++ % target.applicants.length] as SurgeApplicant;
          const body = JSON.stringify({
            loginEmail: applicant.email,
            password: target.password,
            loginTarget: target.loginTarget,
          });
          try {
            const answer = await post(agent, target.signInUrl, headers, body);
            if (answer.status === 200 && /"code":\s*204\b/.test(answer.body)) latencies.push(answer.ms);
            else errors += 1;
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return { latencies, errors };
  };
  await run(1000);
  const started = performance.now();
  const { latencies, errors } = await run(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    signIns: latencies.length,
    seconds: Math.round(elapsed * 100) / 100,
    concurrency,
    perSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latencyMs: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) },
    errors,
  };
}

async function askState(child: ChildProcess, ids: number[]): Promise<StoredState> {
  const answer = await ask<StoredState | { type: 'state-error'; message: string }>(
    child,
    { type: 'state', applicationIds: ids },
    (message) => message.type === 'state' || message.type === 'state-error',
  );
  if (answer.type === 'state-error') throw new Error(answer.message);
  return answer;
}

/** Waits until the outbox has nothing unsent and the sink holds `expected` mails, or the timeout. */
async function drainMail(
  child: import('node:child_process').ChildProcess,
  ids: number[],
  sink: SmtpSink,
  expected: number,
  timeoutMs: number,
): Promise<{ state: StoredState; drainedMs: number; timedOut: boolean }> {
  const started = performance.now();
  for (;;) {
    const state = await askState(child, ids);
    const drainedMs = Math.round(performance.now() - started);
    if (state.unsentOutbox === 0 && sink.received.length >= expected)
      return { state, drainedMs, timedOut: false };
    if (drainedMs > timeoutMs) return { state, drainedMs, timedOut: true };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface SurgeReport {
  engine: string;
  applicants: number;
  prepareMs: number;
  /** os.loadavg() in the parent before the surge and after the sign-ins. */
  loadAverage: { before: number[]; after: number[] };
  surge: SurgeLoad;
  mail: { drainedMs: number; timedOut: boolean; received: number };
  verification: Verification;
  /** The higher of two runs (`runs`: before and after the sign-ins). */
  argon2: Argon2Limit & { runs: number[] };
  signIn: SignInLoad & { share: number; serverPoolThreads: number };
  targets: TargetCheck[];
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

export async function measureSurge(engine = 'postgres', options: SurgeOptions = {}): Promise<SurgeReport> {
  const applicants = options.applicants ?? 1000;
  const concurrency = options.concurrency ?? applicants;
  const sink = await startSmtpSink();
  const saved = { ...process.env };
  process.env.BENCH_SURGE_APPLICANTS = String(applicants);
  process.env.BENCH_SMTP_URL = sink.url;
  const log = (line: string) => process.stdout.write(`  ${line}\n`);
  log(`preparing ${applicants} applicants with complete applications on ${engine} …`);
  const started = startChild<SurgeTargetReady>(new URL('./surge-target.ts', import.meta.url), engine);
  process.env = saved;
  const { target, child, stop } = await started.catch(async (error) => {
    await sink.close();
    throw error;
  });
  try {
    log(`prepared in ${(target.prepareMs / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = load();
    log(`surge: ${applicants} submits, ${concurrency} in flight …`);
    const { load: surgeLoad, outcomes } = await surge(target, concurrency);
    const ids = target.applicants.map((applicant) => applicant.applicationId);
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged).length;
    log(`waiting for the outbox to send ${acknowledged} confirmations …`);
    const drained = await drainMail(child, ids, sink, acknowledged, options.mailTimeoutMs ?? 120_000);
    const verification = verifySurge(outcomes, target.applicants, drained.state, sink.received);
    // The limit is measured before and after the sign-ins and the higher kept: on a shared machine
    // the load of others moves between the runs, and the share should not gain from a slow limit.
    const argon2Seconds = options.argon2Seconds ?? 5;
    log(`argon2id limit: ${argon2Seconds} s, all cores …`);
    const limitBefore = await measureArgon2LimitApart(argon2Seconds);
    const signInConcurrency = options.signInConcurrency ?? 16;
    log(`sign-ins through the server: ${options.signInSeconds ?? 10} s, ${signInConcurrency} in flight …`);
    const signInLoad = await signIns(target, options.signInSeconds ?? 10, signInConcurrency);
    log(`argon2id limit again: ${argon2Seconds} s …`);
    const limitAfter = await measureArgon2LimitApart(argon2Seconds);
    const argon2 = {
      ...(limitAfter.verifiesPerSecond > limitBefore.verifiesPerSecond ? limitAfter : limitBefore),
      runs: [limitBefore.verifiesPerSecond, limitAfter.verifiesPerSecond],
    };
    const share = argon2.verifiesPerSecond ? signInLoad.perSecond / argon2.verifiesPerSecond : 0;
    const signIn = { ...signInLoad, share, serverPoolThreads: poolThreads() };
    return {
      engine: target.engine,
      applicants,
      prepareMs: target.prepareMs,
      loadAverage: { before, after: load() },
      surge: surgeLoad,
      mail: { drainedMs: drained.drainedMs, timedOut: drained.timedOut, received: sink.received.length },
      verification,
      argon2,
      signIn,
      targets: surgeTargets(surgeLoad, verification, signIn),
    };
  } finally {
    await stop();
    await sink.close();
  }
}

export function formatSurge(report: SurgeReport): string {
  const { surge: s, verification: v, argon2: a, signIn: i } = report;
  const lines = [
    `server: portal on ${report.engine}, one Node process; load and SMTP sink in another`,
    `load average (1, 5, 15 min): ${report.loadAverage.before.join(', ')} before, ${report.loadAverage.after.join(', ')} after`,
    '',
    `surge: ${s.submits} submits, ${s.concurrency} in flight, in ${s.seconds} s: ${s.submitsPerSecond} submits/s, ` +
      `p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms, ` +
      `${s.errors} errors (${s.httpErrors} HTTP failures)`,
    ...s.samples.map((sample) => `  e.g. ${sample}`),
    `database: ${v.storedSubmitted} stored submitted of ${v.acknowledged} acknowledged; ${v.lost} lost, ` +
      `${v.duplicates} duplicates, ${v.unacknowledgedSubmitted} submitted without an acknowledgement`,
    `mail: outbox ${v.outbox.exactlyOne} with exactly one (${v.outbox.missing} missing, ${v.outbox.extra} extra, ` +
      `${v.outbox.unsent} unsent); SMTP sink ${v.mail.exactlyOne} with exactly one (${v.mail.missing} missing, ` +
      `${v.mail.extra} extra); drained in ${(report.mail.drainedMs / 1000).toFixed(1)} s${report.mail.timedOut ? ' (TIMED OUT)' : ''}`,
    '',
    `argon2id limit (${a.parameters}): ${a.verifiesPerSecond} checks/s on ${a.cores} cores ` +
      `(best of ${a.runs.join(' and ')}/s, before and after the sign-ins; ` +
      `${a.inFlight} in flight, thread pool ${a.poolThreads}; one alone ${a.singleMs} ms)`,
    `sign-in through the server: ${i.perSecond}/s (${i.signIns} in ${i.seconds} s, ${i.concurrency} in flight, ` +
      `p50 ${i.latencyMs.p50} ms, p99 ${i.latencyMs.p99} ms, ${i.errors} errors, server thread pool ` +
      `${i.serverPoolThreads}) = ${percent(i.share)} of the limit`,
    ...(i.serverPoolThreads < a.cores
      ? [
          `  the server hashes on ${i.serverPoolThreads} threads for ${a.cores} cores: set UV_THREADPOOL_SIZE ≥ cores`,
        ]
      : []),
    '',
    formatTargets(report.targets),
  ];
  return lines.join('\n');
}

// A small CLI for trying it alone: tsx bench/surge.ts [--engine postgres|pglite] [--applicants N] …
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'postgres' },
      applicants: { type: 'string', default: '1000' },
      concurrency: { type: 'string' },
      'sign-in-seconds': { type: 'string', default: '10' },
      'argon2-seconds': { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
  });
  const report = await measureSurge(values.engine, {
    applicants: Number(values.applicants),
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
    signInSeconds: Number(values['sign-in-seconds']),
    argon2Seconds: Number(values['argon2-seconds']),
  });
  console.log(`\n${formatSurge(report)}`);
  if (values.json) console.log(JSON.stringify(report, null, 2));
}
