import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import type { SignInResult } from '../src/domain/user.ts';
import { CHROMIUM_ARGS } from '../tests/support/browser.ts';
import { startE2eApp } from '../tests/support/e2e-app.ts';
import { buildWebApp, isWebBuildFresh, WEB_DIST } from '../tests/support/e2e-global.ts';
import { engines } from '../tests/support/engines.ts';
import { pageAccounts } from './page-accounts.ts';
import { formatTable } from './table.ts';
import { startTlsFront, type TlsFront } from './tls-front.ts';
import { traceBlockingMs } from './trace-blocking.ts';

/**
 * Lighthouse 12 (the last major for Node 20) against the built app (dist/web) on a real server:
 * performance and accessibility, default (mobile) configuration, of every page type of issue 27
 * (lighthousePages: signed out, the applicant's home with 20 rows and steps, the back office).
 *
 * Chromium is /usr/bin/chromium started by chrome-launcher (the way Lighthouse's CLI starts it);
 * Lighthouse drives it on its debugging port. The signed-in pages: the session is in local storage
 * (spec §3), so before their runs the bench connects to that same port (Playwright over CDP),
 * opens the origin on a JSON answer of the API (no app code runs, nothing of the app is cached),
 * writes `token` and `user` as sign-in does, clears the HTTP cache and disconnects; Lighthouse then
 * runs with `disableStorageReset: true`, in a new tab of the same browser context, which shares
 * that local storage. `/` runs first, with the normal storage reset (signed out).
 *
 * Performance is simulated (Lantern: a slow 4G network and a 4× slower CPU), but it still reads
 * the trace of this machine: under CPU load from other processes the score is lower and varies.
 * The load average is recorded before and after for that reason.
 */

export interface LighthouseOptions {
  /** 'auto' (default): build dist/web when older than its sources; 'always'; 'never'. */
  build?: 'auto' | 'always' | 'never';
  /** Database engine of the server: 'pglite' (default) or 'postgres' (needs TEST_DATABASE_URL). */
  engine?: string;
  chromePath?: string;
  /** Printed as each page starts; none by default. */
  log?: (line: string) => void;
  /** Runs per page, the median reported (default 1). */
  repeat?: number;
  /** Only the pages whose name contains one of these (default: every page type). */
  pages?: readonly string[];
  /**
   * How the browser reaches the server: 'tls' (default) through a TLS terminator speaking HTTP/2, as
   * deployed (bench/tls-front.ts, ADR 029); 'none' straight to the server over HTTP/1.1.
   */
  front?: 'tls' | 'none';
}

export interface PageMetrics {
  /** Milliseconds (simulated), rounded. */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Speed Index, ms. */
  siMs: number | null;
  /** The run's own trace: Σ (4 × task − 50 ms) over tasks ≥ 10 ms, whatever the FCP (trace-blocking.ts). */
  traceBlockingMs: number | null;
}

export interface FailingAudit {
  id: string;
  title: string;
  /** The elements Lighthouse (axe) points at. */
  items: { selector: string; snippet: string; explanation?: string }[];
}

export interface PageReport {
  name: string;
  path: string;
  session: PageSession;
  /** Where the page ended (a signed-in page that bounced to `/` would show here). */
  finalUrl: string;
  /** 0–100, null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  metrics: PageMetrics;
  failingAccessibility: FailingAudit[];
  /** The largest contentful paint's element (shows what the page rendered, e.g. signed in or not). */
  lcpElement: string | null;
  /** The elements that shifted most (Lighthouse's layout-shifts audit), when CLS is above 0. */
  layoutShifts: { selector: string; score: number }[];
  /**
   * Why those two are missing, when they are: Lighthouse 12.2's trace-element gatherer fails on the
   * traces of current Chromium (156: "reading 'frame_sequence'"); the scores and metrics still come.
   */
  elementsError?: string;
  runWarnings: string[];
  /** Runs it took (a run whose trace broke is repeated, up to 3). */
  attempts: number;
  /** The performance score of each repeat, when the page was measured more than once (median shown). */
  runs?: (number | null)[];
  /** Set when Lighthouse failed on the page (no scores then). */
  error?: string;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  chrome: string;
  formFactor: string;
  throttlingMethod: string;
  cpus: string;
  /**
   * Lighthouse's benchmark index of this host's CPU in each run (lhr.environment.benchmarkIndex): its
   * 4× slowdown is calibrated for 1500–2000 (a high-end desktop; Lighthouse's docs/throttling.md), so
   * on a slower host the same 4× is a slower phone than its mid-tier one, on a faster host a faster one.
   */
  benchmarkIndex: number[];
  /** os.loadavg() (1, 5, 15 minutes) before and after the runs. */
  loadAverage: { before: number[]; after: number[] };
  engine: string;
  /** How the pages were served: the front, and the protocol of each page's document as Chromium saw it. */
  served: string;
  pages: PageReport[];
}

/** Whose session a page needs: none (signed out), an applicant's or staff's (on the staff host). */
export type PageSession = 'none' | 'applicant' | 'staff';
export interface LighthousePage {
  name: string;
  path: string;
  session: PageSession;
}

/**
 * Every page type of issue 27: the signed-out pages, the applicant's home with 20 applications, each
 * step of application `id` (a Domestic one, editing), and the back office on the staff host.
 */
export function lighthousePages(id: number): LighthousePage[] {
  return [
    { name: 'sign-in', path: '/', session: 'none' },
    { name: 'register', path: '/register', session: 'none' },
    { name: 'home (20 rows)', path: '/potential/home', session: 'applicant' },
    { name: 'personal step', path: '/personal/-1', session: 'applicant' },
    { name: 'course step', path: `/application/${id}`, session: 'applicant' },
    { name: 'qualifications step', path: `/qualifications/${id}`, session: 'applicant' },
    { name: 'other step', path: `/other/${id}`, session: 'applicant' },
    { name: 'documents', path: `/documents/${id}`, session: 'applicant' },
    { name: 'summary', path: `/summary/${id}`, session: 'applicant' },
    { name: 'finish', path: `/finish/${id}`, session: 'applicant' },
    { name: 'staff queue', path: '/staff/queue', session: 'staff' },
    { name: 'staff container', path: `/staff/application/Domestic/${id}`, session: 'staff' },
  ];
}

/** Issue 27's targets (simulated mobile): web.dev's "good" thresholds and a score of 90. */
export const LIGHTHOUSE_TARGETS = { performance: 90, tbtMs: 200, lcpMs: 2500, cls: 0.1 } as const;

/** Whether a page meets every target (null: not measured). */
export function meetsTargets(page: Pick<PageReport, 'performance' | 'metrics'>): boolean | null {
  const { performance, metrics } = page;
  if (performance === null || metrics.tbtMs === null || metrics.lcpMs === null || metrics.cls === null)
    return null;
  return (
    performance >= LIGHTHOUSE_TARGETS.performance &&
    metrics.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
    metrics.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    metrics.cls <= LIGHTHOUSE_TARGETS.cls
  );
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? (known[middle] ?? null) : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
};

/** One report of several runs of a page: each score and metric the median of the runs'. */
export function medianReport(runs: PageReport[]): PageReport {
  const [first, ...rest] = runs;
  if (!first) throw new Error('no runs');
  if (rest.length === 0) return first;
  const metric = (key: keyof PageMetrics) => median(runs.map((run) => run.metrics[key]));
  return {
    ...first,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    metrics: {
      fcpMs: metric('fcpMs'),
      lcpMs: metric('lcpMs'),
      tbtMs: metric('tbtMs'),
      cls: metric('cls'),
      siMs: metric('siMs'),
      traceBlockingMs: metric('traceBlockingMs'),
    },
    runs: runs.map((run) => run.performance),
  };
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const ATTEMPTS = 3;

const rounded = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits));
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);
const load = () => loadavg().map((value) => Number(value.toFixed(2)));

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The accessibility audits that count and failed, with the elements they name. */
function failingAccessibility(lhr: Lhr): FailingAudit[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit?.details as { items?: { node?: Record<string, string> }[] } | undefined;
      return {
        id: audit?.id ?? '',
        title: audit?.title ?? '',
        items: (details?.items ?? []).map(({ node }) => ({
          selector: node?.selector ?? '',
          snippet: node?.snippet ?? '',
          ...(node?.explanation ? { explanation: node.explanation } : {}),
        })),
      };
    });
}

type Node = { selector?: string; snippet?: string };
type Item = { node?: Node; items?: { node?: Node }[]; score?: number };
const itemsOf = (lhr: Lhr, id: string) =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/** The protocol Chromium loaded the page's document over (h2, http/1.1). */
function documentProtocol(lhr: Lhr): string {
  // The first document: /register's ends at /terms, a route of the same page, not a document.
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; protocol?: string }[] }
  )?.items;
  return requests?.find((request) => request.resourceType === 'Document')?.protocol ?? 'unknown';
}

/** The LCP element as `selector  snippet`. */
function lcpElement(lhr: Lhr): string | null {
  const [table] = itemsOf(lhr, 'largest-contentful-paint-element');
  const node = table?.items?.[0]?.node ?? table?.node;
  return node ? `${node.selector ?? ''}  ${node.snippet ?? ''}`.trim() : null;
}

function layoutShifts(lhr: Lhr) {
  return itemsOf(lhr, 'layout-shifts').map((item) => ({
    selector: item.node?.selector ?? item.node?.snippet ?? '(unattributed)',
    score: Number((item.score ?? 0).toFixed(3)),
  }));
}

function elementsError(lhr: Lhr): { elementsError?: string } {
  const failed = ['largest-contentful-paint-element', 'layout-shifts']
    .map((id) => lhr.audits[id])
    .find((audit) => audit?.scoreDisplayMode === 'error');
  return failed?.errorMessage ? { elementsError: failed.errorMessage } : {};
}

function pageReport(page: LighthousePage, lhr: Lhr): Omit<PageReport, 'attempts'> {
  const metric = (id: string, digits = 0) => rounded(lhr.audits[id]?.numericValue, digits);
  return {
    name: page.name,
    path: page.path,
    session: page.session,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift', 3),
      siMs: metric('speed-index'),
      traceBlockingMs: null,
    },
    failingAccessibility: failingAccessibility(lhr),
    lcpElement: lcpElement(lhr),
    layoutShifts: layoutShifts(lhr),
    ...elementsError(lhr),
    runWarnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * Writes the session into the origin's local storage of the browser on `port`, as sign-in does
 * (src/web/api/session.ts: `token`, `user`), then empties the HTTP cache so the run loads cold.
 */
async function seedSession(port: number, origin: string, session: SignInResult): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    // A JSON answer of the API: same origin, and none of the app's HTML or scripts loaded.
    await page.goto(`${origin}${API_PREFIX}${ApiPath.currentUser}`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    // Over CDP this disconnects; the browser (chrome-launcher's) keeps running.
    await browser.close();
  }
}

/** Runs Lighthouse on the three pages; the server, its database and Chromium are stopped after. */
export async function measureLighthouse(options: LighthouseOptions = {}): Promise<LighthouseReport> {
  const log = options.log ?? (() => {});
  const build = options.build ?? 'auto';
  if (build === 'always' || (build === 'auto' && !isWebBuildFresh())) {
    log('building dist/web …');
    await buildWebApp();
  }
  const engine = engines.find((candidate) => candidate.name === (options.engine ?? 'pglite'));
  if (!engine) throw new Error(`engine ${options.engine} unavailable (postgres needs TEST_DATABASE_URL)`);
  const loadBefore = load();
  const app = await startE2eApp({ engine, config: { webDist: WEB_DIST } });
  let front: TlsFront | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const tls = (options.front ?? 'tls') === 'tls';
    front = tls ? await startTlsFront(app.server.url) : undefined;
    const { firstId, sessions } = await pageAccounts(app.server);
    const direct = (page: LighthousePage) => (page.session === 'staff' ? app.hostUrl('staff') : app.url);
    const originOf = (page: LighthousePage) => front?.originOf(direct(page)) ?? direct(page);
    const wanted = lighthousePages(firstId).filter(
      (page) => !options.pages || options.pages.some((name) => page.name.includes(name)),
    );

    chrome = await chromeLauncher.launch({
      chromePath: options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: tls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
      logLevel: 'silent',
    });
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    const { port } = chrome;
    const pages: PageReport[] = [];
    let lighthouseVersion = '';
    let formFactor = '';
    let throttlingMethod = '';
    const protocols = new Set<string>();
    const benchmarkIndex: number[] = [];
    const runOnce = async (page: LighthousePage): Promise<PageReport | undefined> => {
      // Lighthouse asks to run again when the trace of the load came out broken (NO_NAVSTART,
      // NO_FCP under load): each page gets up to ATTEMPTS runs, the first whole one counts.
      let report: PageReport | undefined;
      for (let attempt = 1; attempt <= ATTEMPTS && !report?.performance; attempt += 1) {
        log(
          `lighthouse ${page.path}${page.session === 'none' ? '' : ` (${page.session})`}, attempt ${attempt} …`,
        );
        if (page.session !== 'none') await seedSession(port, originOf(page), sessions[page.session]);
        try {
          const result = await lighthouse(`${originOf(page)}${page.path}`, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: page.session !== 'none',
            // LIGHTHOUSE_THROTTLING=devtools: the network and CPU really slowed in Chromium, instead of
            // simulated from an unthrottled load (Lantern, the default), to check what the model says.
            ...(process.env.LIGHTHOUSE_THROTTLING === 'devtools'
              ? { throttlingMethod: 'devtools' as const }
              : {}),
          });
          if (!result) throw new Error('no result');
          // LIGHTHOUSE_TRACES=<dir>: each run's trace, to read what shifted when Lighthouse's own
          // element list fails (its TraceElements gatherer does in this Chromium).
          const traces = process.env.LIGHTHOUSE_TRACES;
          if (traces) {
            const name = `${page.name.replace(/\W+/g, '-')}-${Date.now()}.trace.json`;
            writeFileSync(join(traces, name), JSON.stringify(result.artifacts.Trace));
          }
          lighthouseVersion = result.lhr.lighthouseVersion;
          formFactor = result.lhr.configSettings.formFactor;
          throttlingMethod = result.lhr.configSettings.throttlingMethod;
          const measured = pageReport(page, result.lhr);
          const trace = (result.artifacts.Trace as { traceEvents?: Parameters<typeof traceBlockingMs>[0] })
            .traceEvents;
          const multiplier = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
          measured.metrics.traceBlockingMs = trace ? traceBlockingMs(trace, multiplier) : null;
          report = { ...measured, attempts: attempt };
          protocols.add(documentProtocol(result.lhr));
          benchmarkIndex.push(Math.round(result.lhr.environment.benchmarkIndex));
        } catch (error) {
          report = {
            name: page.name,
            path: page.path,
            session: page.session,
            finalUrl: '',
            performance: null,
            accessibility: null,
            metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, siMs: null, traceBlockingMs: null },
            failingAccessibility: [],
            lcpElement: null,
            layoutShifts: [],
            runWarnings: [],
            attempts: attempt,
            error: error instanceof Error ? error.message : String(error),
          };
        }
      }
      return report;
    };
    for (const page of wanted) {
      const runs: PageReport[] = [];
      for (let run = 0; run < (options.repeat ?? 1); run += 1) {
        const report = await runOnce(page);
        if (report) runs.push(report);
      }
      if (runs.length > 0) pages.push(medianReport(runs));
    }
    return {
      lighthouseVersion,
      chrome: version.Browser ?? 'unknown',
      formFactor,
      throttlingMethod,
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      benchmarkIndex,
      loadAverage: { before: loadBefore, after: load() },
      engine: engine.name,
      served: `${tls ? 'through a TLS front' : 'straight from the server'}, document over ${[...protocols].join(', ') || '-'}`,
      pages,
    };
  } finally {
    chrome?.kill();
    await front?.close();
    await app.close();
  }
}

/** The runs' benchmark indexes as `min–max (median M)`, or `-` when no run finished. */
export function benchmarkRange(values: number[]): string {
  if (values.length === 0) return '-';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high} (median ${median(values)})`;
}

const ms = (value: number | null) => (value === null ? '-' : `${value.toLocaleString('en')}`);

/** The scores and metrics as a table, then any failing accessibility audit with its elements. */
export function formatLighthouse(report: LighthouseReport): string {
  const header = [
    'page',
    'path',
    'runs',
    'performance',
    'accessibility',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
    'trace blocking ms',
    'targets',
  ];
  const rows = report.pages.map((page) => [
    page.name,
    page.path,
    page.runs ? page.runs.map((run) => run ?? '-').join('/') : String(page.attempts),
    page.performance === null ? '-' : String(page.performance),
    page.accessibility === null ? '-' : String(page.accessibility),
    ms(page.metrics.fcpMs),
    ms(page.metrics.lcpMs),
    ms(page.metrics.tbtMs),
    page.metrics.cls === null ? '-' : String(page.metrics.cls),
    ms(page.metrics.siMs),
    ms(page.metrics.traceBlockingMs),
    { true: 'holds', false: 'NO', null: '-' }[String(meetsTargets(page)) as 'true' | 'false' | 'null'],
  ]);
  const lines = [
    `Lighthouse ${report.lighthouseVersion}, ${report.chrome}, ${report.formFactor} profile, ` +
      `${report.throttlingMethod} throttling; server on ${report.engine}, pages ${report.served}; ${report.cpus}`,
    `Lighthouse's benchmark index of this CPU: ${benchmarkRange(report.benchmarkIndex)} ` +
      `(Lighthouse's 4× CPU slowdown is calibrated for 1500–2000, a high-end desktop: on a slower host 4× ` +
      'is a slower phone, on a faster one a faster phone)',
    `load average (1/5/15 min): before ${report.loadAverage.before.join(' ')}, ` +
      `after ${report.loadAverage.after.join(' ')} (performance scores fall and vary under CPU load)`,
    '',
    `targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, ` +
      `LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs} ms, CLS ≤ ${LIGHTHOUSE_TARGETS.cls} (runs: each repeat's score, the median shown)`,
    "trace blocking: Σ (4 × task − 50 ms) over the main thread's tasks ≥ 10 ms in the run's own trace, " +
      'whatever the FCP (TBT counts only those after it; to compare builds, not a target)',
    '',
    formatTable(header, rows, 3),
  ];
  const sharedError = report.pages[0]?.elementsError;
  if (sharedError) lines.push('', `LCP element and layout shifts unavailable: ${sharedError}`);
  for (const page of report.pages) {
    const expected = new URL(page.path, 'http://x').pathname;
    if (page.finalUrl && new URL(page.finalUrl).pathname !== expected) {
      lines.push('', `warning: ${page.path} ended at ${page.finalUrl}`);
    }
    if (page.lcpElement) lines.push('', `${page.path}: LCP element ${page.lcpElement}`);
    if (page.elementsError && page.elementsError !== sharedError) {
      lines.push('', `${page.path}: LCP element and layout shifts unavailable: ${page.elementsError}`);
    }
    for (const shift of page.layoutShifts) {
      lines.push(`${page.path}: layout shift ${shift.score} ${shift.selector}`);
    }
    if (page.error) lines.push('', `${page.path}: Lighthouse failed: ${page.error}`);
    for (const warning of page.runWarnings) lines.push('', `${page.path}: ${warning}`);
    for (const audit of page.failingAccessibility) {
      lines.push('', `${page.path}: accessibility audit failed: ${audit.id} (${audit.title})`);
      for (const item of audit.items) lines.push(`  ${item.selector}  ${item.snippet}`);
    }
  }
  return lines.join('\n');
}
