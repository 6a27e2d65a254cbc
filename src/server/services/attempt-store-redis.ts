import { type AttemptStore, type AttemptWindow, MemoryAttemptStore } from './attempt-store.ts';
import { closeRedis, type Redis } from './redis.ts';

/** Per key: INCR, and a window of ARGV[1] ms as its TTL when it has none; returns count, PTTL pairs. */
const HIT = `local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[#out + 1] = n
  out[#out + 1] = ttl
end
return out`;

/** Per key still counting (it has a TTL): one less, never below 0. */
const REFUND = `for i, key in ipairs(KEYS) do
  if redis.call('PTTL', key) > 0 and tonumber(redis.call('GET', key) or '0') > 0 then
    redis.call('DECR', key)
  end
end
return {}`;

/** Per key: count (0 when none) and PTTL (negative when none). */
const PEEK = `local out = {}
for i, key in ipairs(KEYS) do
  out[#out + 1] = tonumber(redis.call('GET', key) or '0')
  out[#out + 1] = redis.call('PTTL', key)
end
return out`;

/**
 * Rate-limit windows in Redis (REDIS_URL): a key per limiter and who, its value the count, its
 * TTL the window (fixed: set by the first attempt). One script call per check or count, atomic in
 * Redis. The window is Redis's time, not the server's clock: `endsAt` is `now` + the key's PTTL.
 * While Redis is unreachable each instance counts in its own memory (the limits hold per instance,
 * as with one), and goes back to Redis as soon as it answers.
 */
export class RedisAttemptStore implements AttemptStore {
  readonly kind = 'redis';
  private readonly fallback = new MemoryAttemptStore();
  private readonly prefix: string;

  /** `namespace`: redisNamespace(config), so only instances on one database share counters. */
  constructor(
    private readonly client: Redis,
    namespace: string,
    private readonly onFallback: (error: unknown) => void = () => {},
  ) {
    this.prefix = `portal:${namespace}:attempts:`;
  }

  async peek(keys: string[], now: number): Promise<(AttemptWindow | undefined)[]> {
    const reply = await this.run(PEEK, keys, []);
    if (!reply) return this.fallback.peekNow(keys, now);
    return keys.map((_, i) => {
      const count = Number(reply[2 * i]);
      const ttl = Number(reply[2 * i + 1]);
      return count > 0 && ttl > 0 ? { count, endsAt: now + ttl } : undefined;
    });
  }

  async hit(keys: string[], now: number, windowMs: number): Promise<AttemptWindow[]> {
    const reply = await this.run(HIT, keys, [String(windowMs)]);
    if (!reply) return this.fallback.hitNow(keys, now, windowMs);
    return keys.map((_, i) => ({ count: Number(reply[2 * i]), endsAt: now + Number(reply[2 * i + 1]) }));
  }

  async refund(keys: string[], now: number): Promise<void> {
    if (!(await this.run(REFUND, keys, []))) this.fallback.refundNow(keys, now);
  }

  async close(): Promise<void> {
    await closeRedis(this.client);
    await this.fallback.close();
  }

  /** The script's reply, or undefined when Redis did not answer (the fallback counts instead). */
  private async run(script: string, keys: string[], args: string[]): Promise<unknown[] | undefined> {
    if (!this.client.isReady) return undefined;
    try {
      const reply = await this.client.eval(script, {
        keys: keys.map((key) => this.prefix + key),
        arguments: args,
      });
      return reply as unknown[];
    } catch (error) {
      this.onFallback(error);
      return undefined;
    }
  }
}
