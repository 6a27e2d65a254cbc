import { LAZY_SCRIPT_TIMEOUT_MS } from '@/domain/constants.ts';
import { getToken } from './session.ts';

/**
 * Requests a navigation sends before the screen's code has arrived (issue 27): the step's data is
 * asked for while its code is on the way, instead of after it. Only the request goes early: its
 * answer is read (messages, a 403's sign-in, a 404's error page) by the call that takes it, as if
 * that call had sent it, and an answer no call takes is never read.
 */

/** The latest navigation's requests, by session and request; a later navigation's replace them. */
let started = new Map<string, Promise<Response>>();
let sentAt = 0;

const sessionKey = (request: string) => `${getToken() ?? ''} ${request}`;

/**
 * Sends the requests now and keeps them for the screen's own calls, dropping those of the
 * navigation before (never taken: the screen asked for something else, or was left first).
 */
export function startEarly(
  requests: ReadonlyArray<readonly [request: string, send: () => Promise<Response>]>,
): void {
  sentAt = Date.now();
  started = new Map(
    requests.map(([request, send]) => {
      const response = send();
      // A failure is for the call that takes it to handle; one no call took is not the page's error.
      response.catch(() => {});
      return [sessionKey(request), response] as const;
    }),
  );
}

/**
 * The same request sent early in this session, handed out once; a retry or a second load sends its
 * own. Not after the time a screen's code may take to arrive (spec §9's 120 s): a person who left
 * before their screen asked may come back to it by a way that sends nothing early, and must not be
 * shown what was read then.
 */
export function takeEarly(request: string): Promise<Response> | undefined {
  const key = sessionKey(request);
  const response = started.get(key);
  started.delete(key);
  return Date.now() - sentAt <= LAZY_SCRIPT_TIMEOUT_MS ? response : undefined;
}
