/**
 * Probe (issue 27): loads of a page in Chromium with a slow 4G network emulated (LATENCY ms, default
 * 150; 1.6 Mbps down, 750 Kbps up) and the CPU at THROTTLE× (default 1), N runs each; prints when the
 * page's data calls started and ended (with their bytes), the last script's end, the LCP and when the
 * page was ready (resource timing and PerformanceObserver in the page). Staff pages load as staff,
 * the others as the applicant with 20 applications.
 * Usage: npx tsx bench/page-net.ts <runs> [container|queue|personal|documents|summary|home ...]
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { startE2eApp } from '../tests/support/e2e-app.ts';
import { WEB_DIST } from '../tests/support/e2e-global.ts';
import { engines } from '../tests/support/engines.ts';
import { pageAccounts } from './page-accounts.ts';

const runs = Number(process.argv[2] ?? 3);
const wanted = process.argv.slice(3);
const throttle = Number(process.env.THROTTLE ?? 1);
const load = () => loadavg()[0]?.toFixed(1);
const engine = engines.find((candidate) => candidate.name === 'pglite');
if (!engine) throw new Error('no pglite');
const app = await startE2eApp({ engine, config: { webDist: WEB_DIST } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const { firstId, sessions } = await pageAccounts(app.server);
  const pages = [
    { name: 'container', path: `/staff/application/Domestic/${firstId}`, ready: 'Family Name', staff: true },
    { name: 'queue', path: '/staff/queue', ready: 'Open', staff: true },
    { name: 'personal', path: `/personal/${firstId}`, ready: 'Family Name', staff: false },
    { name: 'documents', path: `/documents/${firstId}`, ready: 'Continue', staff: false },
    { name: 'summary', path: `/summary/${firstId}`, ready: 'Declaration', staff: false },
    { name: 'home', path: '/potential/home', ready: 'Application', staff: false },
  ].filter((page) => wanted.length === 0 || wanted.includes(page.name));
  for (const page of pages) {
    const session = page.staff ? sessions.staff : sessions.applicant;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        baseURL: app.hostUrl(page.staff ? 'staff' : 'applicant'),
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(() => {
        const w = window as unknown as { lcp: { t: number; what: string }[] };
        w.lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            element?: Element;
            size?: number;
          })[])
            w.lcp.push({
              t: Math.round(entry.startTime),
              what: `${entry.element?.tagName ?? '?'} ${entry.size} ${(entry.element?.textContent ?? '').slice(0, 40)}`,
            });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const tab = await context.newPage();
      await tab.goto(`${API_PREFIX}${ApiPath.currentUser}`);
      await tab.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: Number(process.env.LATENCY ?? 150),
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const before = load();
      await tab.goto(page.path);
      await tab.getByText(page.ready, { exact: false }).first().waitFor({ timeout: 120_000 });
      const readyMs = await tab.evaluate(() => Math.round(performance.now()));
      await tab.waitForTimeout(300);
      const facts = await tab.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const api = entries
          .filter((entry) => entry.name.includes('/api/'))
          .map(
            (entry) =>
              `${new URL(entry.name).pathname.replace('/api/', '').replace(/\/\d+$/, '')} ${Math.round(entry.startTime)}→${Math.round(entry.responseEnd)} (${entry.transferSize} B)`,
          );
        const scripts = entries.filter(
          (entry) =>
            entry.initiatorType === 'script' || entry.name.endsWith('.js') || entry.initiatorType === 'link',
        );
        const lastScript = Math.max(...scripts.map((entry) => entry.responseEnd));
        const w = window as unknown as { lcp: { t: number; what: string }[] };
        return { api, scripts: scripts.length, lastScript: Math.round(lastScript), lcp: w.lcp.at(-1) };
      });
      console.log(
        `${page.name} run ${run + 1} (load ${before}→${load()}): ready ${readyMs} ms, LCP ${facts.lcp?.t} (${facts.lcp?.what}), ${facts.scripts} scripts, last ends ${facts.lastScript}; ${facts.api.join(', ')}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
