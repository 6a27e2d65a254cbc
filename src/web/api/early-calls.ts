import { getToken } from './session.ts';

/**
 * A read a navigation starts before the screen's code has arrived (issue 27): the step's data is
 * asked for while its code is on the way, instead of after it. `key` names the request as it is
 * sent (path, query, method, how a failure is told), so only the same call can take its answer.
 */
export interface EarlyCall {
  key: string;
  call: () => Promise<unknown>;
}

/** The latest navigation's reads, by session and key; a later navigation's replace them. */
let started = new Map<string, Promise<unknown>>();

const sessionKey = (key: string) => `${getToken() ?? ''} ${key}`;

/**
 * Starts the calls now and keeps them for the screen's own load, dropping those of the navigation
 * before (never taken: the screen asked for something else, or was left first).
 */
export function startEarly(calls: readonly EarlyCall[]): void {
  started = new Map(
    calls.map(({ key, call }) => {
      const answer = call();
      // A failure is for the load that takes it to handle; one no load took is not an error of the page.
      answer.catch(() => {});
      return [sessionKey(key), answer] as const;
    }),
  );
}

/**
 * The answer of the same call started early in this session, handed out once; otherwise the call
 * made now. A retry, or a second load of the same screen, asks the server afresh.
 */
export function reuseEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const id = sessionKey(key);
  const early = started.get(id);
  if (!early) return call();
  started.delete(id);
  return early as Promise<T>;
}
