import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { Code, type Envelope } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { fieldErrors } from '../../domain/schemas/errors.ts';

/** A handled success: HTTP 200, code 204. */
export function ok<T>(result: T, msg: string = Msg.success): Envelope<T> {
  return { code: Code.Success, msg, result };
}

/**
 * A handled refusal (401, 403, 406, or 500 for a known service failure). Thrown anywhere in a
 * request; the error handler answers it as HTTP 200 with the envelope.
 */
export class Refusal extends Error {
  readonly code: number;
  readonly result: unknown;
  readonly headers: Record<string, string>;
  constructor(code: number, msg: string, result: unknown = null, headers: Record<string, string> = {}) {
    super(msg);
    this.name = 'Refusal';
    this.code = code;
    this.result = result;
    this.headers = headers;
  }
}

/**
 * Validates a body with the domain schema the form uses; a failure is a 406 with field messages.
 * zod's core functions, so classic schemas and zod/mini ones (the account schemas) alike.
 */
export function parseBody<S extends $ZodType>(schema: S, body: unknown): output<S> {
  // Text, a JSON array or a bare value is not a form at all: no field messages to give.
  if (body != null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new Refusal(Code.Refused, Msg.requestUnreadable);
  }
  const parsed = safeParse(schema, body ?? {});
  if (!parsed.success) {
    throw new Refusal(Code.Refused, Msg.correctEditInformation, { errors: fieldErrors(parsed.error) });
  }
  return parsed.data;
}
