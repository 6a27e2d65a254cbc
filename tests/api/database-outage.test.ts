import { connect, createServer, type Server, type Socket } from 'node:net';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { type Engine, engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail } from './helpers.ts';

/** A TCP relay to PostgreSQL that a test can cut and restore, as a network fault or a restart would. */
class CuttableRelay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const postgres = engines.find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('PostgreSQL unreachable', () => {
  let server: TestServer;
  let relay: CuttableRelay;
  beforeAll(async () => {
    const engine = postgres as Engine;
    const database = await engine.create();
    const url = new URL(database.databaseUrl as string);
    relay = new CuttableRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    // The engine made the database; this server reaches it through the relay, and drops it on close.
    const through: Engine = {
      name: 'postgres',
      create: async () => ({ ...database, databaseUrl: url.toString() }),
    };
    server = await startTestServer({ engine: through });
  });
  afterAll(async () => {
    await relay?.open(); // lets the server close its pool and drop the database
    await server?.close();
    await relay?.cut();
  });

  const sendCode = () => server.call(ApiPath.registerEmail, { acceptAffirm: true, email: newEmail() });

  it('answers envelope 500 while the database is out of reach, and recovers without a restart', async () => {
    expect((await sendCode()).body.code).toBe(Code.Success);
    await relay.cut();
    const during = await sendCode();
    expect(during.status).toBe(200);
    expect(during.body).toEqual({ code: Code.ServerError, msg: Msg.serverBrokenEnvelope, result: null });
    await relay.open();
    expect((await sendCode()).body.code).toBe(Code.Success);
  });
});
