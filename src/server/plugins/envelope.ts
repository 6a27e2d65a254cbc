import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply } from 'fastify';
import { API_PREFIX } from '../../domain/api-paths.ts';
import { Code, type Envelope } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { isDataException } from '../db/errors.ts';
import { Refusal } from '../http/envelope.ts';
import { safeError } from '../http/log-safety.ts';
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
 * surrogate's bytes, %FF), or whose parameter is longer than the router takes (maxParamLength, 100:
 * no id is that long; Fastify's own answer is a bare 414), names no route, so it is the 404
 * envelope; anything else is unreadable.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendNotFound(reply);
  return reply.code(400).send(envelope(Code.Refused, Msg.requestUnreadable));
}

/** What Node's HTTP parser refuses, by its code: the status Fastify gives it, and our words. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, Msg.requestTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, Msg.requestTimedOut],
};

/**
 * What never becomes a request (Fastify's clientErrorHandler): a URL or headers past Node's 16 KiB,
 * bytes that are no HTTP, a request that took too long. The status Fastify gives (431, 400, 408),
 * but with the envelope for a body instead of Fastify's own (issue 13). A reset socket gets nothing.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [400, Msg.requestUnreadable];
  answerOnSocket(socket, status, msg);
  socket.destroy(error);
}

/** Writes a whole envelope answer straight onto the socket (no response was started) and closes it. */
export function answerOnSocket(socket: Socket, status: number, msg: string): void {
  const body = JSON.stringify(envelope(status, msg));
  if (socket.writable)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
}

/** The request's own connection ended under it: Node's 'aborted' (ECONNRESET) or a premature close. */
function clientGone(error: FastifyError, socket: Socket | null): boolean {
  const aborted = error.code === 'ECONNRESET' || error.code === 'ERR_STREAM_PREMATURE_CLOSE';
  return aborted && (!socket || socket.destroyed);
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
      request.log.warn({ err: safeError(error) }, 'value the database cannot store');
      return reply.code(200).send(envelope(Code.Refused, StorableMsg.value));
    }
    if (clientGone(error, request.raw.socket)) {
      // The client went away (closed the tab, lost the network, was cut for a stalled body): nothing
      // of ours failed, so no error level for an alert to take for an outage (issue 24).
      request.log.info({ code: error.code ?? 'CLIENT_ABORTED' }, 'client aborted the request');
      return reply.code(400).send(envelope(Code.Refused, Msg.requestUnreadable));
    }
    if (isServiceFailure(error)) {
      request.log.error({ err: safeError(error) }, 'service unavailable');
      return reply.code(200).send(envelope(Code.ServerError, Msg.serverBrokenEnvelope));
    }
    const status = error.statusCode ?? 500;
    if (status === HTTP_TOO_LARGE) {
      return reply.code(HTTP_TOO_LARGE).send(envelope(HTTP_TOO_LARGE, Msg.requestTooLarge));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported content type: the client sent something unreadable. Outside
      // the API (a file request the static server refused) the status stays what it is.
      request.log.info({ err: safeError(error) }, 'unreadable request');
      if (!request.url.startsWith(`${API_PREFIX}/`))
        return reply.code(status).send(envelope(status, Msg.notFound));
      return reply.code(200).send(envelope(Code.Refused, Msg.requestUnreadable));
    }
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return reply.code(500).send(envelope(Code.ServerError, Msg.serverBrokenHttp));
  });
});
