import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { createUser } from '../tests/support/db-fixtures.ts';
import { startE2eApp } from '../tests/support/e2e-app.ts';
import { buildWebApp, isWebBuildFresh, WEB_DIST } from '../tests/support/e2e-global.ts';
import { signIn } from '../tests/support/e2e-session.ts';
import { engines } from '../tests/support/engines.ts';
import { field, radio } from '../tests/support/fields.ts';
import { type CpuProfile, type ProfileSummary, summariseProfile } from './cpu-profile.ts';
import { formatTable } from './table.ts';

/**
 * Typing in the personal step on a phone (issue 27 item 2): Chromium with 4× CPU throttling
 * (`Emulation.setCPUThrottlingRate`) and a phone's viewport, the built app on a real server. It
 * records a CPU profile (and a trace, for DevTools) of the step's load, then of 50 key presses in
 * the Family Name box, then of ticking "Have you officially changed your name?" Yes (which opens
 * the previous name's fields) and No again, 5 times each, with the time until the opened fields are
 * on screen.
 *
 * Latency per interaction is the Event Timing API's (the records the trace's EventTiming events
 * carry, and what INP reads): from the key press or pointer down to the next paint after its
 * handlers, longest event of each interaction. Entries under 16 ms are not reported by the browser:
 * a press without one was painted within 16 ms.
 */

export const TYPING_TARGET_MS = 200;
export const PRESSES = 50;
export const TICKS = 5;
const THROTTLING = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823 };

export interface Latencies {
  count: number;
  p75: number;
  max: number;
}
export interface TypingReport {
  engine: string;
  throttling: number;
  loadAverage: { before: number[]; after: number[] };
  /** From navigation to the Family Name box on screen, ms (wall clock, throttled). */
  loadMs: number;
  typing: Latencies;
  openGroup: Latencies;
  /**
   * From the release of the Yes tick to the first frame after the previous name's fields are in the
   * page: the tick's latency is that of its first paint, which need not show the group (one drawn
   * at transition priority came after it: docs/operations.md), so the wait for the group is its own.
   */
  groupDrawn: Latencies;
  closeGroup: Latencies;
  profiles: { load: ProfileSummary; typing: ProfileSummary; ticking: ProfileSummary };
  /** Where the traces and profiles were written. */
  files: string;
}

type TraceEvent = { name?: string; ph?: string; id?: string; ts?: number; id2?: unknown };

/**
 * Input-to-paint latencies from a Chromium trace: each `InputLatency::<kind>` async event begins
 * when the input arrived and ends when the frame showing its effect reached the display compositor.
 */
export function inputLatencies(trace: Buffer | string, kinds: readonly string[]): number[] {
  const parsed = JSON.parse(String(trace)) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const names = new Set(kinds.map((kind) => `InputLatency::${kind}`));
  const begun = new Map<string, number>();
  const latencies: number[] = [];
  for (const event of events) {
    if (!event.name || !names.has(event.name) || event.ts === undefined) continue;
    const key = `${event.name} ${event.id ?? JSON.stringify(event.id2)}`;
    if (event.ph === 'b') begun.set(key, event.ts);
    const start = begun.get(key);
    if (event.ph === 'e' && start !== undefined) latencies.push((event.ts - start) / 1000);
  }
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const latencies = (values: number[]): Latencies => ({
  count: values.length,
  p75: percentile(values, 75),
  max: Math.max(0, ...values),
});

/** The traced latencies of `kinds` during `work`. */
async function traced(
  browser: Browser,
  page: Page,
  path: string,
  kinds: readonly string[],
  work: () => Promise<void>,
): Promise<number[]> {
  await browser.startTracing(page, { path, screenshots: false });
  await work();
  return inputLatencies(await browser.stopTracing(), kinds);
}

async function profiled<T>(
  cdp: CDPSession,
  work: () => Promise<T>,
): Promise<{ result: T; profile: CpuProfile }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return { result, profile };
}

type GroupWatch = Window & { groupMs?: number };

/**
 * In the page: times from the next pointer release (its event time) to the first frame after a
 * label reading `label` has come into the page (`shown` 'attached') or gone from it ('detached'):
 * the animation frame after the DOM change, then the task after that frame's paint; into
 * `window.groupMs`. The wait for the group is this observer's and not a Playwright query: a query
 * by label computes accessible names over the step's ~80 fields (40–460 ms under 4× throttling),
 * and run between the release and the frame it held the frame back, a cost no applicant's phone has.
 */
function watchGroup([label, shown]: [string, 'attached' | 'detached']) {
  const watch = window as GroupWatch;
  watch.groupMs = undefined;
  let released = 0;
  document.addEventListener(
    'pointerup',
    (event) => {
      released = event.timeStamp;
    },
    { once: true, capture: true },
  );
  const observer = new MutationObserver(() => {
    const present = [...document.querySelectorAll('label')].some((element) =>
      element.textContent?.includes(label),
    );
    if (present !== (shown === 'attached')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        watch.groupMs = Math.round(performance.now() - released);
      }),
    );
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

const load = () => loadavg().map((value) => Number(value.toFixed(2)));

export async function measureTyping(
  options: { engine?: string; build?: 'auto' | 'never'; out?: string; log?: (line: string) => void } = {},
): Promise<TypingReport> {
  const log = options.log ?? (() => {});
  if (options.build !== 'never' && !isWebBuildFresh()) {
    log('building dist/web …');
    await buildWebApp();
  }
  const engine = engines.find((candidate) => candidate.name === (options.engine ?? 'pglite'));
  if (!engine) throw new Error(`engine ${options.engine} unavailable (postgres needs TEST_DATABASE_URL)`);
  const out = options.out ?? join(WEB_DIST, '..', 'profiles');
  await mkdir(out, { recursive: true });
  const before = load();
  const app = await startE2eApp({ engine, config: { webDist: WEB_DIST } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const account = await createUser(app.server, { category: 'Domestic' });
    const opened = {
      browser,
      newPage: async (baseUrl?: string) =>
        (
          await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true })
        ).newPage(),
      close: async () => {},
    };
    const page = await signIn(opened, app, 'applicant', account);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });

    log('loading /personal/-1 (4× CPU throttling) …');
    await browser.startTracing(page, { path: join(out, 'personal-load.trace.json'), screenshots: false });
    const started = performance.now();
    const familyName = field(page, 'Family Name').first();
    const loaded = await profiled(cdp, async () => {
      await page.goto('/personal/-1');
      await familyName.waitFor();
      return performance.now() - started;
    });
    await browser.stopTracing();

    log(`typing ${PRESSES} characters into Family Name …`);
    await familyName.click();
    let typed: number[] = [];
    const typing = await profiled(cdp, async () => {
      typed = await traced(browser, page, join(out, 'personal-typing.trace.json'), ['KeyDown'], async () => {
        for (let index = 0; index < PRESSES; index += 1) await page.keyboard.press(index % 2 ? 'a' : 'b');
        // The last press is on screen (the box keeps at most its limit, maxLength).
        await page.waitForFunction((length) => {
          const input = document.activeElement as HTMLInputElement | null;
          if (!input) return false;
          return input.value.length === Math.min(length, input.maxLength > 0 ? input.maxLength : length);
        }, PRESSES);
      });
    });

    const question = 'Have you officially changed your name?';
    log(`ticking "${question}" Yes and No, ${TICKS} times each …`);
    const opening: number[] = [];
    const drawn: number[] = [];
    const closing: number[] = [];
    // The group opens on the click (after the button's release): its latency is the release's.
    const tick = async (choice: 'Yes' | 'No', into: number[], shown: 'attached' | 'detached') => {
      const latency = await traced(
        browser,
        page,
        join(out, `personal-tick-${choice}.trace.json`),
        ['MouseUp'],
        async () => {
          await page.evaluate(watchGroup, ['Previous Family Name', shown] as [string, typeof shown]);
          await radio(page, question, choice).click();
          const handle = await page.waitForFunction(() => (window as GroupWatch).groupMs);
          if (shown === 'attached') drawn.push(Number(await handle.jsonValue()));
        },
      );
      if (latency.length === 0) throw new Error(`the trace of ticking ${choice} holds no input latency`);
      into.push(Math.max(...latency));
      // What a person sees, checked after the traced window (the query above is not in it).
      await field(page, 'Previous Family Name').waitFor({ state: shown });
    };
    const ticking = await profiled(cdp, async () => {
      for (let index = 0; index < TICKS; index += 1) {
        await tick('Yes', opening, 'attached');
        await tick('No', closing, 'detached');
      }
    });
    await writeFile(join(out, 'personal-load.cpuprofile'), JSON.stringify(loaded.profile));
    await writeFile(join(out, 'personal-typing.cpuprofile'), JSON.stringify(typing.profile));
    await writeFile(join(out, 'personal-ticking.cpuprofile'), JSON.stringify(ticking.profile));
    return {
      engine: engine.name,
      throttling: THROTTLING,
      loadAverage: { before, after: load() },
      loadMs: Math.round(loaded.result),
      typing: latencies(typed),
      openGroup: latencies(opening),
      groupDrawn: latencies(drawn),
      closeGroup: latencies(closing),
      profiles: {
        load: summariseProfile(loaded.profile, WEB_DIST),
        typing: summariseProfile(typing.profile, WEB_DIST),
        ticking: summariseProfile(ticking.profile, WEB_DIST),
      },
      files: out,
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

const verdict = (latency: Latencies, by: 'p75' | 'max') => (latency[by] <= TYPING_TARGET_MS ? 'holds' : 'NO');

export function formatTyping(report: TypingReport): string {
  const row = (what: string, latency: Latencies, by: 'p75' | 'max') => [
    what,
    String(latency.count),
    String(Math.round(latency.p75)),
    String(Math.round(latency.max)),
    `${by} ≤ ${TYPING_TARGET_MS} ms`,
    verdict(latency, by),
  ];
  return [
    `personal step on ${report.engine}, ${report.throttling}× CPU throttling, phone viewport; ` +
      `load average before ${report.loadAverage.before.join(' ')}, after ${report.loadAverage.after.join(' ')}`,
    `load to the first field on screen: ${report.loadMs.toLocaleString('en')} ms (wall clock, throttled)`,
    '',
    formatTable(
      ['interaction', 'n', 'p75 ms', 'max ms', 'target', ''],
      [
        row('key press in Family Name', report.typing, 'p75'),
        row('tick Yes (opens previous name)', report.openGroup, 'max'),
        row('  its fields on screen (release to frame)', report.groupDrawn, 'max'),
        row('tick No (closes it)', report.closeGroup, 'max'),
      ],
      1,
    ),
    `traces and CPU profiles: ${report.files}`,
  ].join('\n');
}
