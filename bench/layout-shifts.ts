import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { startE2eApp } from '../tests/support/e2e-app.ts';
import { buildWebApp, isWebBuildFresh, WEB_DIST } from '../tests/support/e2e-global.ts';
import { engines } from '../tests/support/engines.ts';

/**
 * What shifts on a signed-out page's load (issue 27: Lighthouse's own list of shifted elements fails
 * in this Chromium): the built app on a real server, a phone's viewport, 4× CPU throttling, and every
 * `layout-shift` entry of the page with the elements it moved, their rectangles before and after.
 *
 *   npx tsx bench/layout-shifts.ts /register [/ …]
 */

const PHONE = { width: 412, height: 823 };

export interface Shift {
  at: number;
  value: number;
  sources: { node: string; from: string; to: string }[];
}

async function main(paths: string[]) {
  if (!isWebBuildFresh()) await buildWebApp();
  const engine = engines[0];
  if (!engine) throw new Error('no database engine');
  const app = await startE2eApp({ engine, config: { webDist: WEB_DIST } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
          const text = (node.textContent ?? '').trim().slice(0, 40);
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''} "${text}"`;
        };
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const shifts: unknown[] = [];
        (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            startTime: number;
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              at: Math.round(entry.startTime),
              value: Number(entry.value.toFixed(4)),
              sources: entry.sources.map((source) => ({
                node: describe(source.node),
                from: rect(source.previousRect),
                to: rect(source.currentRect),
              })),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // a bench, not a test: let late shifts land before reading
      const shifts = (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)) ?? [];
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(
        `\n${path} → ${new URL(page.url()).pathname}: ${shifts.length} shifts, sum ${total.toFixed(3)} (load ${loadavg()[0]?.toFixed(1)})`,
      );
      for (const shift of shifts) {
        console.log(`  ${shift.at} ms  ${shift.value}`);
        for (const source of shift.sources) console.log(`    ${source.node}  ${source.from} → ${source.to}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

await main(process.argv.slice(2).length ? process.argv.slice(2) : ['/register']);
