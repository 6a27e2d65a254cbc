import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { safeError } from '../http/log-safety.ts';

export type Redis = RedisClientType;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How long a start waits for Redis before serving without it (it keeps reconnecting). */
const CONNECT_WAIT_MS = 2_000;

/**
 * A Redis client for REDIS_URL (rate-limit counters, session revocation notices): reconnects
 * forever (every ≤ 1 s), and while disconnected a command fails at once instead of queueing, so
 * a caller can fall back rather than hold a request. A start waits at most CONNECT_WAIT_MS.
 * `name` says which connection in the log. Close it with `closeRedis`.
 */
export async function openRedis(url: string, name: string, log: Logger): Promise<Redis> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1_000),
    },
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return; // once per outage, not once per reconnect attempt
    down = true;
    log.warn({ err: safeError(error), redis: name }, 'Redis unreachable; reconnecting');
  });
  client.on('ready', () => {
    if (down) log.info({ redis: name }, 'Redis reconnected');
    down = false;
  });
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    connected,
    new Promise((resolve) => {
      timer = setTimeout(resolve, CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return client;
}

/** Closes a client whether or not it is connected (a pending connect is abandoned). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.isReady) await client.close().catch(() => client.destroy());
  else if (client.isOpen) client.destroy();
}

/**
 * What the instances of one deployment share in a Redis that others may use too: derived from
 * the database they share (host, port and name of DATABASE_URL, without credentials; PGlite: the
 * data folder), so instances on one database meet and other databases never do.
 */
export function redisNamespace(config: { databaseUrl?: string; dataDir: string }): string {
  let place = `pglite:${resolve(config.dataDir)}`;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    place = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return createHash('sha256').update(place).digest('hex').slice(0, 12);
}
