import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { startTlsFront, type TlsFront } from '../../bench/tls-front.ts';

/**
 * The page benches' TLS front (bench/tls-front.ts) must serve what a deployment's terminator
 * serves: HTTP/2 to the browser, the request unchanged to the app (its host picks the portal),
 * and HTTP/1.1 still accepted. Its Lighthouse figures mean nothing if any of that is off.
 */

interface Seen {
  method: string;
  url: string;
  host: string;
  forwardedFor: string;
  body: string;
}

/** An upstream that echoes what reached it, with a hop-by-hop header HTTP/2 may not carry. */
async function echoServer() {
  const server: Server = createServer((request, answer) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const seen: Seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        host: request.headers.host ?? '',
        forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
        body,
      };
      answer.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive', 'x-app': 'yes' });
      answer.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}

/** One request over HTTP/2 (ALPN h2), as Chromium sends it: the host in `:authority`. */
function viaHttp2(port: number, authority: string, body: string) {
  return new Promise<{ protocol: string; status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({
        ':method': 'POST',
        ':path': '/api/echo?page=2',
        ':authority': authority,
        'content-type': 'text/plain',
      });
      let text = '';
      let headers: Record<string, unknown> = {};
      stream.on('response', (received) => {
        headers = received;
      });
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        text += chunk;
      });
      stream.on('end', () => {
        resolve({ protocol: session.alpnProtocol ?? '', status: Number(headers[':status']), headers, text });
        session.close();
      });
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe("the page benches' TLS front", () => {
  let front: TlsFront | undefined;
  let upstream: Awaited<ReturnType<typeof echoServer>> | undefined;
  afterEach(async () => {
    await front?.close();
    await upstream?.close();
    front = undefined;
    upstream = undefined;
  });

  it('answers over HTTP/2 and passes the method, address, host and body on to the app', async () => {
    upstream = await echoServer();
    front = await startTlsFront(upstream.url);
    const authority = `staff.localhost:${front.port}`;
    const answer = await viaHttp2(front.port, authority, 'x'.repeat(70_000));
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-app']).toBe('yes');
    expect(answer.headers.connection).toBeUndefined();
    const seen = JSON.parse(answer.text) as Seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/echo?page=2', host: authority });
    expect(seen.body).toHaveLength(70_000);
    expect(seen.forwardedFor).toBe('127.0.0.1');
  });

  it('still answers HTTP/1.1 over TLS, with its Host header', async () => {
    upstream = await echoServer();
    front = await startTlsFront(upstream.url);
    const port = front.port;
    const seen = await new Promise<Seen>((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/x',
          method: 'GET',
          rejectUnauthorized: false,
          headers: { host: 'localhost' },
        },
        (answer) => {
          let text = '';
          answer.on('data', (chunk) => {
            text += chunk;
          });
          answer.on('end', () => resolve(JSON.parse(text) as Seen));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(seen).toMatchObject({ method: 'GET', url: '/x', host: 'localhost' });
  });

  it("names each portal's host through the front, over https", async () => {
    upstream = await echoServer();
    front = await startTlsFront(upstream.url);
    expect(front.originOf('http://staff.localhost:3000')).toBe(`https://staff.localhost:${front.port}`);
    expect(front.originOf('http://localhost:3000')).toBe(`https://localhost:${front.port}`);
  });

  it('answers 502 when the app cannot be reached', async () => {
    upstream = await echoServer();
    const gone = upstream.url;
    await upstream.close();
    upstream = undefined;
    front = await startTlsFront(gone);
    const answer = await viaHttp2(front.port, `localhost:${front.port}`, '');
    expect(answer.status).toBe(502);
  });
});
