import type { Agent, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

/**
 * One request passed on to an upstream server over HTTP/1.1, as a reverse proxy does: the bench's
 * balancer (bench/balancer.ts) and its TLS front (bench/tls-front.ts). An HTTP/2 request's
 * pseudo-headers become the request line and `Host`; hop-by-hop headers stay on their own hop (an
 * HTTP/2 answer may not carry them); `X-Forwarded-For` gets the client's address; the bodies are
 * streamed both ways. An upstream that cannot be reached is a 502.
 */
export function forward(
  agent: Agent,
  upstream: URL,
  incoming: IncomingMessage | Http2ServerRequest,
  outgoing: ServerResponse | Http2ServerResponse,
): void {
  const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const headers: OutgoingHttpHeaders = { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor };
  const authority = incoming.headers[':authority'];
  if (typeof authority === 'string') headers.host = authority;
  const proxied = httpRequest(
    {
      agent,
      hostname: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(outgoing);
    },
  );
  proxied.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(proxied);
}

/** RFC 9110 §7.6.1: these belong to one connection, and HTTP/2 forbids them outright. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function endToEnd(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}
