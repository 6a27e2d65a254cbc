import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashPassword, verifyPassword } from '../src/server/services/passwords.ts';

/**
 * This machine's argon2id limit (issue 12): how many password checks per second all cores can do,
 * with the exact parameters the server uses — the hash is made by the server's own hashPassword
 * (src/server/services/passwords.ts) and checked with its verifyPassword, which is what a sign-in
 * runs. The async @node-rs/argon2 API runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by
 * default); enough checks are kept in flight that every pool thread, and so every core, is busy.
 */

export interface Argon2Limit {
  /** Password checks (argon2id verify) per second, all cores busy. */
  verifiesPerSecond: number;
  /** One check alone, ms (median of a few, one in flight). */
  singleMs: number;
  cores: number;
  /** libuv thread pool size of the measuring process. */
  poolThreads: number;
  inFlight: number;
  seconds: number;
  /** The parameters read back from the hash the server's hashPassword makes. */
  parameters: string;
}

export const poolThreads = () => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** `$argon2id$v=19$m=19456,t=2,p=1$…` → `argon2id v=19 m=19456,t=2,p=1`. */
export function parametersOf(encoded: string): string {
  const [, algorithm = '?', version = '?', params = '?'] = encoded.split('$');
  return `${algorithm} ${version} ${params}`;
}

export async function measureArgon2Limit(seconds = 5): Promise<Argon2Limit> {
  const password = 'limit_pass-1';
  const stored = await hashPassword(password);
  const single: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const at = performance.now();
    if (!(await verifyPassword(stored, password))) throw new Error('argon2 verify failed');
    single.push(performance.now() - at);
  }
  single.sort((a, b) => a - b);
  const cores = availableParallelism();
  const inFlight = Math.max(poolThreads(), cores) * 2;
  // A short warm-up with every thread busy, then the measured run.
  const run = async (ms: number) => {
    const end = performance.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (performance.now() < end) {
          await verifyPassword(stored, password);
          done += 1;
        }
      }),
    );
    return done;
  };
  await run(500);
  const started = performance.now();
  const done = await run(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  return {
    verifiesPerSecond: Math.round((done / elapsed) * 10) / 10,
    singleMs: Math.round((single[2] ?? 0) * 10) / 10,
    cores,
    poolThreads: poolThreads(),
    inFlight,
    seconds,
    parameters: parametersOf(stored),
  };
}

/**
 * The limit measured in a fresh process whose thread pool has a thread per core at least
 * (UV_THREADPOOL_SIZE = max(4, cores)): libuv's default of 4 would cap hashing at 4 cores on a
 * larger machine, and the bench's own process already has its pool and its sockets.
 */
export function measureArgon2LimitApart(seconds = 5): Promise<Argon2Limit> {
  const threads = Math.max(4, availableParallelism());
  const child = fork(fileURLToPath(import.meta.url), [String(seconds)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, UV_THREADPOOL_SIZE: String(threads) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (limit: Argon2Limit) => resolve(limit));
    child.once('exit', (code) => reject(new Error(`argon2 limit process exited (code ${code})`)));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.send) {
  const limit = await measureArgon2Limit(Number(process.argv[2] ?? 5));
  process.send(limit, () => process.exit(0));
}
