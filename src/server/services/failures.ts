/** A dependency we rely on (mail transport, database) is down: answered as envelope 500, not a crash. */
export class ServiceFailure extends Error {
  readonly service: string;
  constructor(service: string, cause: unknown) {
    super(`${service} unavailable`, { cause });
    this.name = 'ServiceFailure';
    this.service = service;
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
const NETWORK_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

/**
 * True for a known outage: our own ServiceFailure, or a database error meaning "cannot reach it"
 * (network codes, SQLSTATE class 08 connection exception, 57P0x shutdown, 53xxx out of resources).
 * Drizzle wraps driver errors, so the cause chain is walked.
 */
export function isServiceFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof ServiceFailure) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^(08|57P0|53)/.test(code))) return true;
    if (typeof message === 'string' && NETWORK_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
