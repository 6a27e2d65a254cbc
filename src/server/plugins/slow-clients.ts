import type { ServerOptions } from 'node:http';
import { Msg } from '../../domain/messages.ts';
import type { Config } from '../config.ts';
import { answerOnSocket } from './envelope.ts';
import { shared } from './shared.ts';

const HTTP_REQUEST_TIMEOUT = 408;

/**
 * Fastify's and Node's options for the header and whole-request time-outs (issue 24): Fastify sets
 * none, so a stalled body held its connection for good. Node checks them every
 * `connectionsCheckingInterval` (30 s unless set): a quarter of the shorter one, so a time-out fires
 * at most 25% late. Node answers through the clientErrorHandler (plugins/envelope.ts: 408 envelope).
 */
export function timeoutOptions(config: Config): { requestTimeout: number; http: ServerOptions } {
  const { headersMs, requestMs } = config.timeouts;
  const checkEvery = Math.min(30_000, Math.max(250, Math.floor(Math.min(headersMs, requestMs) / 4)));
  return {
    requestTimeout: requestMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: checkEvery },
  };
}

/**
 * A body that stops arriving (no bytes for BODY_TIMEOUT_SECONDS) is answered 408 in the envelope and
 * its connection closed, while a slow but moving upload goes on (up to the whole-request time-out).
 * The socket's idle timer is armed only while the body arrives: a handler taking its time is not cut.
 * The request's own 'timeout' listener keeps Node from destroying the socket before the answer.
 */
export const slowClientsPlugin = shared('slow-clients', async (app) => {
  const { bodyIdleMs } = app.config.timeouts;
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'];
    // inject()'s stand-in socket has no timer: nothing to stall there.
    if (raw.complete || !hasBody || typeof socket?.setTimeout !== 'function') return;
    const answer = () => {
      request.log.info({ code: 'BODY_TIMEOUT', ms: bodyIdleMs }, 'request body stalled: closed with 408');
      if (!raw.complete && !socket.destroyed)
        answerOnSocket(socket, HTTP_REQUEST_TIMEOUT, Msg.requestTimedOut);
      socket.destroy();
    };
    const disarm = () => {
      socket.setTimeout(0);
      raw.off('timeout', answer);
    };
    raw.once('timeout', answer);
    raw.once('end', disarm);
    raw.once('close', disarm);
    socket.setTimeout(bodyIdleMs);
  });
});
