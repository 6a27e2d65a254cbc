import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { createApplications, createUser } from '../tests/support/db-fixtures.ts';
import { startE2eApp } from '../tests/support/e2e-app.ts';
import { WEB_DIST } from '../tests/support/e2e-global.ts';
import { engines } from '../tests/support/engines.ts';
import { type CpuProfile, formatProfile, summariseProfile, summariseWindow } from './cpu-profile.ts';
import { formatTable } from './table.ts';

/**
 * Where the applicant's home spends its load (issue 27): `/potential/home` with 20 applications,
 * Chromium at a phone's viewport with 4× CPU throttling, cold cache, the session in local storage as
 * sign-in keeps it. Prints the requests in the order they started (what waits on what), the main
 * thread's long tasks (over 50 ms) with what they were made of, then for each task over 100 ms the
 * CPU profile's self time by package and the app's own functions on its stacks (which screen code
 * was running), and the whole profile by package and function through the sourcemaps.
 *
 *   npx tsx bench/home-load.ts [dist folder, default dist/web] [--rtt <ms>]
 * `--rtt` adds that round trip to every request (CDP network emulation), to show chains of
 * requests that the loopback hides. Traces and profiles go to `<dist>/../profiles/home-*`.
 */

const THROTTLING = 4;
const PHONE = { width: 412, height: 823 };

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The renderer's main thread: the CrRendererMain with the most events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  for (const e of events) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const best = mains.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  return best ? { pid: best.pid, tid: best.tid } : null;
}

/** Long tasks of the main thread, each with the time of its biggest parts by event name. */
function longTasks(events: TraceEvent[], start: number) {
  const main = mainThread(events);
  if (!main) return [];
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const parts = [
    'v8.evaluateModule',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'ParseHTML',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
  ];
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && parts.includes(e.name));
    const byName = new Map<string, number>();
    // Only the outermost of nested events of one name counts.
    const outer = inside.filter(
      (e) =>
        !inside.some(
          (o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
        ),
    );
    for (const e of outer) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const urls = inside
      .filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')
      .map((e) => String((e.args?.data as { url?: string } | undefined)?.url ?? '').replace(/^.*\//, ''))
      .filter(Boolean);
    return {
      ts: task.ts,
      dur: task.dur ?? 0,
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round((task.dur ?? 0) / 1000),
      parts: [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', '),
      modules: [...new Set(urls)].join(' '),
    };
  });
}

/** Each task over 100 ms: the profile's samples inside it, by package and by the app's own frames. */
function formatTaskProfiles(
  tasks: ReturnType<typeof longTasks>,
  _events: TraceEvent[],
  profile: CpuProfile,
  dist: string,
): string {
  const lines = [
    'CPU profile of each task over 100 ms (self ms by package; app frames: the innermost frame of src/ or machines/ on the stack):',
  ];
  for (const task of tasks.filter((t) => t.ms > 100)) {
    const window = summariseWindow(profile, dist, task.ts, task.ts + task.dur);
    const top = (shares: { name: string; ms: number }[], n: number) =>
      shares
        .slice(0, n)
        .map((share) => `${share.name} ${Math.round(share.ms)}`)
        .join('; ');
    lines.push(
      `@${task.at} ms, ${task.ms} ms: ${top(window.byPart, 8)}`,
      `    app frames: ${top(window.byAppFrame, 6)}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const rttAt = args.indexOf('--rtt');
  const rtt = rttAt >= 0 ? Number(args[rttAt + 1]) : 0;
  const positional = args.filter((arg, index) => !arg.startsWith('--') && (rttAt < 0 || index !== rttAt + 1));
  const dist = resolve(positional[0] ?? WEB_DIST);
  const out = join(dist, '..', 'profiles');
  await mkdir(out, { recursive: true });
  const engine = engines[0];
  if (!engine) throw new Error('no engine');
  console.log(`dist ${dist}; load average before ${load()}`);
  const app = await startE2eApp({ engine, config: { webDist: dist } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const account = await createUser(app.server, { category: 'Domestic' });
    await createApplications(
      app.server,
      account.user,
      Array.from({ length: 20 }, (_, index) => (index % 4 === 1 ? { status: 'submitted' } : {})),
    );
    const answer = await app.server.call(ApiPath.currentUser, undefined, { token: account.token });
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${app.url}${API_PREFIX}${ApiPath.currentUser}`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: account.token, user: answer.body.result },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    if (rtt > 0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rtt,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
    const requests = new Map<string, { url: string; start: number; end?: number; initiator: string }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const initiator = event.initiator.url?.replace(/^.*\//, '') ?? event.initiator.type;
      requests.set(event.requestId, { url: event.request.url, start: event.timestamp, initiator });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.end = event.timestamp;
    });

    await browser.startTracing(page, {
      screenshots: false,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'toplevel',
        '__metadata',
      ],
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${app.url}/potential/home`);
    await page.locator('[data-testid^="application-"]').nth(19).waitFor();
    const shownMs = Date.now() - started;
    // Whatever the load still does after the rows (dialog chunks, idle work) is part of it.
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse(String(await browser.stopTracing())) as { traceEvents: TraceEvent[] };
    const tag = `home-load${rtt ? `-rtt${rtt}` : ''}`;
    await writeFile(join(out, `${tag}.trace.json`), JSON.stringify(trace));
    await writeFile(join(out, `${tag}.cpuprofile`), JSON.stringify(profile));

    const events = trace.traceEvents;
    const nav = events.find(
      (e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody',
    );
    const first = Math.min(...[...requests.values()].map((r) => r.start));
    const start = nav?.ts ?? first * 1e6;
    console.log(`\nrows on screen after ${shownMs} ms (wall clock, throttled); load average now ${load()}`);
    console.log(`\nrequests (ms from the first request${rtt ? `, ${rtt} ms round trip added` : ''}):`);
    console.log(
      formatTable(
        ['start', 'end', 'request', 'initiator'],
        [...requests.values()]
          .sort((a, b) => a.start - b.start)
          .map((r) => [
            String(Math.round((r.start - first) * 1000)),
            r.end ? String(Math.round((r.end - first) * 1000)) : '-',
            new URL(r.url).pathname.replace(/^\/assets\//, ''),
            r.initiator,
          ]),
        1,
      ),
    );
    const tasks = longTasks(events, start);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
    console.log(
      `\nlong tasks (> 50 ms, main thread): ${tasks.length}, blocking time over 50 ms ${blocking} ms`,
    );
    console.log(
      formatTable(
        ['at ms', 'ms', 'made of (ms)', 'modules evaluated'],
        tasks.map((task) => [String(task.at), String(task.ms), task.parts, task.modules]),
        1,
      ),
    );
    console.log(`\n${formatTaskProfiles(tasks, events, profile, dist)}`);
    console.log(`\n${formatProfile(summariseProfile(profile, dist), 25)}`);
    console.log(`\ntrace and profile: ${out}/${tag}.*`);
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
