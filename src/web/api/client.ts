import { ApiError } from '@/domain/api-error.ts';
import { API_PREFIX } from '@/domain/api-paths.ts';
import { LONG_MESSAGE_MS, MESSAGE_MS } from '@/domain/constants.ts';
import { Code, type Envelope } from '@/domain/envelope.ts';
import { Msg } from '@/domain/messages.ts';
import type { User } from '@/domain/user.ts';
import { startEarly, takeEarly } from './early-calls.ts';
import { currentPath, navigateTo, notify } from './notices.ts';
import { clearSession, getToken, saveSession, saveToken } from './session.ts';

export interface ApiCallOptions {
  /** Defaults to POST when a body is given, else GET. */
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Do not show 401/406 messages: the caller shows them (a form's error summary). */
  quiet?: boolean;
  /**
   * A call the user did not ask for (a draft's autosave, a staff pre-fill lookup): no failure of it
   * shows a message; the caller says what it needs to. A 403 still ends the session.
   */
  background?: boolean;
}

/** Code 0: the request never got an answer (offline, DNS, connection refused). */
export const NETWORK_FAILURE = 0;

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    'msg' in value
  );
}

/** Spec §7: a token returned in any result is stored (with the user when the result has one). */
function keepToken(result: unknown): void {
  if (typeof result !== 'object' || result === null) return;
  const { token, user } = result as { token?: unknown; user?: unknown };
  if (typeof token !== 'string' || token === '') return;
  if (typeof user === 'object' && user !== null) saveSession({ token, user: user as User });
  else saveToken(token);
}

/** Where a 403 sends the user: the sign-in screen, coming back here afterwards. */
function signInAgainPath(): string {
  const here = currentPath();
  if (here === '/' || here.startsWith('/?')) return here;
  return `/?redirect=${encodeURIComponent(here)}`;
}

/**
 * What an aborted call answers: nothing, ever. Whoever aborted it has stopped listening; were it to
 * reject, a machine that React's development StrictMode stops and starts again (@xstate/react keeps
 * its snapshot, so the invoked call's actor is started again too) would take the first call's abort
 * for its own failure. react-query settles a cancelled query itself.
 */
const unanswered = () => new Promise<never>(() => {});

/** What a call sends, and what makes two calls the same request (early-calls.ts). */
function requestOf(path: string, options: Pick<ApiCallOptions, 'method' | 'body'>) {
  const { body } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const json = body === undefined ? undefined : JSON.stringify(body);
  return { method, json, key: `${method} ${path} ${json ?? ''}` };
}

function fetchOf(
  path: string,
  options: Pick<ApiCallOptions, 'method' | 'body' | 'signal'>,
): Promise<Response> {
  const { method, json } = requestOf(path, options);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_PREFIX}${path}`, { method, headers, body: json, signal: options.signal });
}

async function send(path: string, options: ApiCallOptions): Promise<Response> {
  const { signal } = options;
  try {
    const early = takeEarly(requestOf(path, options).key);
    if (!early) return await fetchOf(path, options);
    const response = await early;
    return signal?.aborted ? unanswered() : response;
  } catch {
    if (signal?.aborted) return unanswered();
    if (!options.background) notify({ tone: 'error', message: Msg.serverBrokenHttp, durationMs: MESSAGE_MS });
    throw new ApiError(NETWORK_FAILURE, Msg.serverBrokenHttp);
  }
}

/** A request a navigation sends before its screen's code, for the screen's own call to take (early-calls.ts). */
export interface EarlyRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Sends a navigation's requests now; the first identical call of this session takes each answer. */
export function sendEarly(requests: readonly EarlyRequest[]): void {
  startEarly(
    requests.map((request) => [requestOf(request.path, request).key, () => fetchOf(request.path, request)]),
  );
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * One call to the API, the envelope handled as spec §8 says. Resolves with the envelope on code
 * 204; otherwise shows what the spec asks for and rejects with an ApiError.
 */
export async function apiEnvelope<T>(path: string, options: ApiCallOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, options);
  // Aborted while the answer's body was on its way: as unanswered as an abort before it.
  if (options.signal?.aborted) return unanswered();
  return answerOf<T>(response, options);
}

/**
 * An answer read as spec §8 says (what `apiEnvelope` does once the response is in): for a call sent
 * another way, such as an upload through XMLHttpRequest to report its progress.
 */
export async function answerOf<T>(response: Response, options: ApiCallOptions = {}): Promise<Envelope<T>> {
  if (response.status === 404) {
    if (!options.background) navigateTo('/error');
    throw new ApiError(404, Msg.notFound);
  }
  const say = options.background ? () => {} : notify;
  if (response.status >= 500) {
    say({ tone: 'error', message: Msg.serverBrokenHttp, durationMs: MESSAGE_MS });
    throw new ApiError(response.status, Msg.serverBrokenHttp);
  }
  const envelope = await readEnvelope(response);
  if (!response.ok || envelope === null) {
    const message = envelope?.msg || (response.status === 413 ? Msg.requestTooLarge : Msg.serverBrokenHttp);
    say({ tone: 'error', message, durationMs: MESSAGE_MS });
    throw new ApiError(response.status, message, envelope?.result ?? null);
  }
  const { code, msg, result } = envelope;
  switch (code) {
    case Code.Success:
      keepToken(result);
      return envelope as Envelope<T>;
    case Code.Forbidden: {
      const target = signInAgainPath();
      clearSession();
      navigateTo(target, { replace: true });
      notify({ tone: 'error', message: msg || Msg.notSignedIn, durationMs: MESSAGE_MS });
      throw new ApiError(code, msg || Msg.notSignedIn, result);
    }
    case Code.ServerError:
      say({ tone: 'error', message: Msg.serverBrokenEnvelope, durationMs: LONG_MESSAGE_MS });
      throw new ApiError(code, Msg.serverBrokenEnvelope, result);
    case Code.Unauthorized:
    case Code.Refused:
      if (!options.quiet) say({ tone: 'error', message: msg, durationMs: MESSAGE_MS });
      throw new ApiError(code, msg, result);
    default:
      throw new ApiError(code, msg, result);
  }
}

/** `apiEnvelope` resolving with the result only: what most callers want. */
export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  const envelope = await apiEnvelope<T>(path, options);
  return envelope.result;
}
