import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadConfig } from '../config.ts';
import { startServer } from '../main.ts';

/**
 * `npm run dev`: the API (startServer) plus Vite's dev server with hot reload, which proxies /api to
 * the API (vite.config.ts reads API_PORT). Emails link to the Vite address unless PUBLIC_URL is set.
 */
const configFile = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));
const vitePort = Number(process.env.VITE_PORT ?? 5173);

const config = loadConfig();
process.env.API_PORT = String(config.port);
if (!process.env.PUBLIC_URL) config.publicUrl = `http://localhost:${vitePort}`;

const api = await startServer(config, { handleSignals: false });
const vite = await createServer({ configFile, server: { port: vitePort, strictPort: true } });
await vite.listen();
vite.printUrls();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await Promise.allSettled([vite.close(), api.close()]);
    process.exit(0);
  });
}
