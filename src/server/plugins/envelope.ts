import type { FastifyError, FastifyReply } from 'fastify';
import { API_PREFIX } from '../../domain/api-paths.ts';
import { Code, type Envelope } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { isDataException } from '../db/errors.ts';
import { Refusal } from '../http/envelope.ts';
import { StorableMsg } from '../http/storable.ts';
import { isServiceFailure } from '../services/failures.ts';
import { shared } from './shared.ts';

const HTTP_NOT_FOUND = 404;
const HTTP_TOO_LARGE = 413;

function envelope(code: number, msg: string, result: unknown = null): Envelope {
  return { code, msg, result };
}

/** A real HTTP 404 whose body is still an envelope, so every API answer parses the same way. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(HTTP_NOT_FOUND).send(envelope(HTTP_NOT_FOUND, Msg.notFound));
}

/**
 * What Fastify refuses before routing: a path that is no valid UTF-8 once decoded (a lone
 * surrogate's bytes, %FF) names no route, so it is the 404 envelope; anything else is unreadable.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') return sendNotFound(reply);
  return reply.code(400).send(envelope(Code.Refused, Msg.requestUnreadable));
}

/**
 * Turns whatever a handler threw into the API contract (DESIGN.md): refusals and known outages are
 * HTTP 200 envelopes; only transport faults (413, a crash) use real HTTP statuses.
 */
export const envelopePlugin = shared('envelope', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) {
      return reply
        .code(200)
        .headers(error.headers)
        .send(envelope(error.code, error.message, error.result));
    }
    if (isDataException(error)) {
      // A value got past the schemas that the database cannot hold: refused, never a crash.
      request.log.warn({ err: error }, 'value the database cannot store');
      return reply.code(200).send(envelope(Code.Refused, StorableMsg.value));
    }
    if (isServiceFailure(error)) {
      request.log.error({ err: error }, 'service unavailable');
      return reply.code(200).send(envelope(Code.ServerError, Msg.serverBrokenEnvelope));
    }
    const status = error.statusCode ?? 500;
    if (status === HTTP_TOO_LARGE) {
      return reply.code(HTTP_TOO_LARGE).send(envelope(HTTP_TOO_LARGE, Msg.requestTooLarge));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported content type: the client sent something unreadable. Outside
      // the API (a file request the static server refused) the status stays what it is.
      request.log.info({ err: error }, 'unreadable request');
      if (!request.url.startsWith(`${API_PREFIX}/`))
        return reply.code(status).send(envelope(status, Msg.notFound));
      return reply.code(200).send(envelope(Code.Refused, Msg.requestUnreadable));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(Code.ServerError, Msg.serverBrokenHttp));
  });
});
