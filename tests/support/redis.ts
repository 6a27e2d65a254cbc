import { createConnection } from 'node:net';

export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` within half a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * The Redis the Redis tests use: REDIS_URL when set (then those tests require it and fail if it
 * does not answer), else the local one at 127.0.0.1:6379 when it answers; undefined: none, and
 * those tests are skipped (their names say so).
 */
export async function testRedisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined;
}
