import { fork } from 'node:child_process';
import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { forward } from './forward.ts';

/**
 * A small round-robin HTTP load balancer for the several-instances bench (bench/instances.ts):
 * each request goes to the next instance in turn over keep-alive connections, with
 * X-Forwarded-For set (the instances run with TRUST_PROXY=true, as behind a real balancer). It
 * runs in a child process of its own (`forkBalancer`), so it shares an event loop with neither the
 * load generator nor a server. Not for production: no health checks, no retries.
 */

export interface Balancer {
  url: string;
  /** Requests sent to each target so far, in the order of `targets`. */
  served(): Promise<number[]>;
  close(): Promise<void>;
}

/** Starts the balancer in this process. */
export async function startBalancer(targets: string[], port = 0): Promise<Balancer & { counts: number[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });
  const upstreams = targets.map((target) => new URL(target));
  const counts = targets.map(() => 0);
  let next = 0;
  const balance = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    forward(agent, upstreams[index] as URL, incoming, outgoing);
  };
  const server = createServer({ keepAlive: true }, balance);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    served: async () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type BalancerMessage = { type: 'ready'; url: string } | { type: 'served'; counts: number[] };

/** Starts the balancer in a child process (this file run with BALANCER_TARGETS) and waits until it listens. */
export function forkBalancer(targets: string[]): Promise<Balancer> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BALANCER_TARGETS: targets.join(',') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`balancer exited early (code ${code})`)));
    child.once('message', (message: BalancerMessage) => {
      if (message.type !== 'ready') return;
      resolve({
        url: message.url,
        served: () =>
          new Promise((answer) => {
            const listen = (reply: BalancerMessage) => {
              if (reply.type !== 'served') return;
              child.off('message', listen);
              answer(reply.counts);
            };
            child.on('message', listen);
            child.send({ type: 'served' });
          }),
        close: async () => {
          if (child.exitCode === null) child.send({ type: 'stop' });
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          await exited;
        },
      });
    });
  });
}

if (process.env.BALANCER_TARGETS && process.send) {
  const balancer = await startBalancer(process.env.BALANCER_TARGETS.split(','));
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'served') process.send?.({ type: 'served', counts: [...balancer.counts] });
    if (message.type === 'stop') void balancer.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => void balancer.close().then(() => process.exit(0)));
  process.send({ type: 'ready', url: balancer.url });
}
