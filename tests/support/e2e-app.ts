import type { Mode } from '../../src/domain/mode.ts';
import type { Config } from '../../src/server/config.ts';
import { WEB_DIST } from './e2e-global.ts';
import { type Engine, engines } from './engines.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface E2eApp {
  /** The applicant host, http://localhost:<port>. */
  url: string;
  /** The same server under the host name that selects a mode: localhost, agent.localhost, staff.localhost. */
  hostUrl(mode: Mode): string;
  /** An emailed link (its origin is PUBLIC_URL) moved onto this server and the given mode's host. */
  localLink(link: string, mode?: Mode): string;
  smtp: SmtpSink;
  /** The whole test server: `call` for API set-up, `clock`, `config`. */
  server: TestServer;
  close(): Promise<void>;
}

export interface E2eAppOptions {
  /** Defaults to PGlite, the default engine. */
  engine?: Engine;
  config?: Partial<Config>;
}

const HOSTS: Record<Mode, string> = {
  applicant: 'localhost',
  agent: 'agent.localhost',
  staff: 'staff.localhost',
};

/**
 * A real server on a random loopback port serving the built app (dist/web, built by e2e-global.ts)
 * and the API, with a real database and SMTP sink. Chromium resolves *.localhost to loopback.
 */
export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp> {
  const engine = options.engine ?? engines[0];
  if (!engine) throw new Error('no database engine');
  const server = await startTestServer({ engine, config: { webDist: WEB_DIST, ...options.config } });
  const { port } = new URL(server.url);
  const hostUrl = (mode: Mode) => `http://${HOSTS[mode]}:${port}`;
  return {
    url: hostUrl('applicant'),
    hostUrl,
    localLink(link, mode = 'applicant') {
      const original = new URL(link);
      return `${hostUrl(mode)}${original.pathname}${original.search}${original.hash}`;
    },
    smtp: server.smtp,
    server,
    close: () => server.close(),
  };
}
