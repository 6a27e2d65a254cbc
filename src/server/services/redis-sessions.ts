import { randomBytes } from 'node:crypto';
import { safeError } from '../http/log-safety.ts';
import { closeRedis, openRedis } from './redis.ts';
import { SESSION_CHANNEL, type SessionCache } from './sessions.ts';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the auth plugin needs from a notice channel shared by the instances. */
export interface SessionChannel {
  /** Tells every instance (this one too) that `payload` changed: a user id, or a settle marker. */
  publish(payload: string): Promise<unknown>;
  /** How many instances listen (each acknowledges a settle marker). */
  listeners(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Session revocation notices over Redis pub/sub (REDIS_URL set, PostgreSQL engine): the channel
 * `portal_sessions:<namespace>` carries the same payloads as LISTEN/NOTIFY does without Redis (a user id,
 * `sync:`/`ack:` markers for SessionCache.settle). Unlike the database's triggers, only the
 * servers publish: a change written outside a server (SQL by hand, a CLI) reaches the caches when
 * their entries expire (SESSION_CACHE_MS). One connection subscribes, another publishes. The
 * cache is used only while the subscription is proven live: after each (re)connection this
 * instance publishes a probe and turns the cache on when its own probe comes back; any
 * connection error turns it off (and empties it).
 */
export async function redisSessionChannel(
  url: string,
  namespace: string,
  cache: SessionCache,
  log: Logger,
): Promise<SessionChannel> {
  /** Per database (redisNamespace): deployments sharing one Redis do not hear each other. */
  const CHANNEL = `${SESSION_CHANNEL}:${namespace}`;
  const [publisher, subscriber] = await Promise.all([
    openRedis(url, 'session notices (publish)', log),
    openRedis(url, 'session notices (subscribe)', log),
  ]);
  let probe = '';
  const publish = (payload: string) => publisher.publish(CHANNEL, payload);
  const ack = (payload: string) => void publish(payload).catch(() => undefined);
  const sendProbe = () => {
    probe = `probe:${randomBytes(8).toString('hex')}`;
    publish(probe).catch(() => {
      setTimeout(() => subscriber.isReady && sendProbe(), 1_000).unref();
    });
  };
  let subscribed = false;
  /** Off (and emptied) at any trouble; a client error that did not disconnect is probed again. */
  const down = () => {
    cache.setLive(false);
    if (subscribed && subscriber.isReady) sendProbe();
  };
  const heard = (message: string) => {
    if (message.startsWith('probe:')) {
      if (message === probe) cache.setLive(true);
      return;
    }
    cache.noticed(message, ack);
  };
  /** Subscribes once (the client subscribes again by itself after a reconnection), then probes. */
  const start = async () => {
    try {
      if (!subscribed) await subscriber.subscribe(CHANNEL, heard);
      subscribed = true;
      sendProbe();
    } catch (error) {
      log.warn(
        { err: safeError(error) },
        'session notices: not subscribed; sessions are not cached meanwhile',
      );
    }
  };
  subscriber.on('error', down);
  subscriber.on('end', down);
  subscriber.on('reconnecting', down);
  subscriber.on('ready', () => void start());
  if (subscriber.isReady) await start();
  return {
    publish,
    async listeners() {
      const counts = await publisher.pubSubNumSub(CHANNEL);
      return Number(counts[CHANNEL] ?? 1);
    },
    async close() {
      cache.setLive(false);
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
