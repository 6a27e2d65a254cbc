import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { askOnNewConnection, type Scenario } from '../../bench/throughput.ts';

/** A server that counts the connections it accepts and answers after `delayMs` (never, if null). */
async function countingServer(delayMs: number | null) {
  const seen = { connections: 0, bodies: [] as string[] };
  const server: Server = createServer((request, answer) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.bodies.push(body);
      if (delayMs !== null) setTimeout(() => answer.writeHead(200).end('{"code":204}'), delayMs);
    });
  });
  server.on('connection', () => {
    seen.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/list`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { seen, url, close };
}

const scenario = (url: string): Scenario => ({
  name: 'a slow list',
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  body: '{"keywords":"given7"}',
});

describe('waiting for the work a bench run left queued', () => {
  it('sends the scenario once on a connection of its own each time, and waits for its answer', async () => {
    const server = await countingServer(50);
    try {
      const started = performance.now();
      expect(await askOnNewConnection(scenario(server.url))).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(45);
      expect(await askOnNewConnection(scenario(server.url))).toBe(200);
      // A kept-alive connection would skip the connections queued for accepting before it.
      expect(server.seen.connections).toBe(2);
      expect(server.seen.bodies).toEqual(['{"keywords":"given7"}', '{"keywords":"given7"}']);
    } finally {
      await server.close();
    }
  });

  it('gives up with the scenario named when no answer comes in time', async () => {
    const server = await countingServer(null);
    try {
      await expect(askOnNewConnection(scenario(server.url), 100)).rejects.toThrow(
        'a slow list: the work queued by its run took over 0.1 s',
      );
    } finally {
      await server.close();
    }
  });
});
