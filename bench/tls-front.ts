import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forward } from './forward.ts';

/**
 * The TLS terminator a deployment puts in front of the server (docs/operations.md, "Security
 * headers": HSTS and TLS live there), for the page benches: HTTPS with HTTP/2 (HTTP/1.1 still
 * accepted, as nginx or Caddy do), each request passed on to the app over keep-alive HTTP/1.1.
 * Browsers speak HTTP/2 only over TLS, so without it a page's 40–60 scripts queue six at a time
 * (ADR 029). The certificate is self-signed for localhost and the portals' hosts, made by `openssl`
 * for this run and deleted after; the browser is started with `--ignore-certificate-errors`.
 * Not for production: no HSTS, no caching, no limits of its own.
 */

export interface TlsFront {
  port: number;
  /** The same host reached through the front: http://staff.localhost:3000 → https://staff.localhost:<port>. */
  originOf(origin: string): string;
  close(): Promise<void>;
}

/** Hosts the certificate names: the applicant's, the agents' and the staff's (tests/support/e2e-app.ts). */
const NAMES = [
  'DNS:localhost',
  'DNS:*.localhost',
  'DNS:agent.localhost',
  'DNS:staff.localhost',
  'IP:127.0.0.1',
];

function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'tls-front-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost'])
        .concat(['-addext', `subjectAltName=${NAMES.join(',')}`]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`the TLS front needs openssl to make its certificate (${String(error)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free loopback port, passing everything to `upstream` (http://127.0.0.1:<port>). */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ ...selfSigned(), allowHTTP1: true }, (incoming, outgoing) =>
    forward(agent, target, incoming, outgoing),
  );
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    originOf(origin) {
      const url = new URL(origin);
      url.protocol = 'https:';
      url.port = String(port);
      return url.origin;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
