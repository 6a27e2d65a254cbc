import { connect } from 'node:net';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Short time-outs so the test waits seconds (the whole-request one long: only the body's can cut a stalled body). */
const TIMEOUTS = { headersMs: 1_500, bodyIdleMs: 1_500, requestMs: 120_000 };
const timedOut = { code: 408, msg: Msg.requestTimedOut, result: null };

interface RawAnswer {
  /** The status line's code, or 0 when the connection closed without an answer. */
  status: number;
  body: string;
  /** Seconds from the first byte sent to the connection's close. */
  closedAfter: number;
}

/**
 * A client speaking raw HTTP: writes `chunks` (each after `gapMs` but the first) and then keeps the
 * connection open, as a stalled client does, until the server closes it.
 */
function rawClient(server: TestServer, chunks: string[], gapMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), body, closedAfter: (Date.now() - started) / 1000 });
    });
    socket.once('connect', async () => {
      try {
        for (const [index, chunk] of chunks.entries()) {
          if (index > 0) await new Promise((done) => setTimeout(done, gapMs));
          if (!socket.destroyed) socket.write(chunk);
        }
      } catch (error) {
        reject(error);
      }
    });
  });
}

const head = (length: number) =>
  `POST ${API_PREFIX}${ApiPath.login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe.each(engines)('slow clients on $name (issue 24)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, config: { timeouts: TIMEOUTS } });
  });
  afterAll(() => server?.close());

  it('answers a body that stalls (100 bytes declared, 10 sent) with 408 in the envelope and closes it', async () => {
    const answer = await rawClient(server, [`${head(100)}{"loginEm`]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(timedOut);
    // Within the time-out (and Node's checking): far from "open after 400 s", with room for a busy machine.
    expect(answer.closedAfter).toBeLessThan(30);
  });

  it('answers headers that never finish with 408 in the envelope and closes the connection', async () => {
    const answer = await rawClient(server, [
      `GET ${API_PREFIX}${ApiPath.registerTerms} HTTP/1.1\r\nHost: local`,
    ]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(timedOut);
    expect(answer.closedAfter).toBeLessThan(30);
  });

  it('lets a slow body that keeps moving arrive and answers it', async () => {
    const body = JSON.stringify({ loginEmail: 'slow@example.com', password: 'wrong-pass-1' });
    // Three pieces, each gap under the body's idle time-out: slow, never stalled.
    const third = Math.ceil(body.length / 3);
    const pieces = [0, 1, 2].map((i) => body.slice(i * third, (i + 1) * third));
    const answer = await rawClient(
      server,
      [`${head(Buffer.byteLength(body))}${pieces[0]}`, pieces[1] ?? '', `${pieces[2]}`, ''],
      TIMEOUTS.bodyIdleMs / 3,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 401 });
  });
});
