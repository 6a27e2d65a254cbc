const frames = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');

/**
 * An error as the log may keep it: its kind, the database's codes and where it was thrown — never its
 * message, which for a failed query holds the statement's parameters (an applicant's answers), nor
 * the cause's detail ('Key (login_email)=(…) already exists'). Issue 13: "log ids and error codes,
 * never the answers".
 */
export function safeError(error: unknown): Record<string, unknown> {
  const failure = error as { name?: string; code?: unknown; cause?: unknown; stack?: string };
  const cause = (failure?.cause ?? {}) as Record<string, unknown>;
  const pick = (key: string) => (typeof cause[key] === 'string' ? { [key]: cause[key] } : {});
  return {
    type: failure?.name ?? typeof error,
    ...(typeof failure?.code === 'string' ? { code: failure.code } : {}),
    ...(typeof cause.code === 'string' ? { causeCode: cause.code } : {}),
    ...pick('constraint'),
    ...pick('table'),
    ...pick('column'),
    ...pick('routine'),
    // The frames only: a stack starts with the message, which may run over several lines.
    ...(failure?.stack ? { stack: frames(failure.stack) } : {}),
  };
}

/**
 * Query parameters that may carry a secret, by name (case-insensitive; `_` or `-` between words):
 * reset links' tokens, bearer tokens sent in the query, codes, keys, passwords, signatures.
 */
const SECRET_PARAMETER =
  /([?&](?:[\w.-]*[_-])?(?:token|access[_-]?token|refresh[_-]?token|id[_-]?token|jwt|code|key|api[_-]?key|password|passwd|pwd|secret|signature|sig|session|auth|authorization|otp)=)[^&#]*/gi;

/**
 * A request's address as the log may keep it: secret-bearing query parameters' values hidden, and
 * the email in the verification page's address (`/verification/<email>`, the spec's route) too.
 */
export function safeUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[hidden]').replace(/(\/verification\/)[^/?#]+/i, '$1[hidden]');
}
