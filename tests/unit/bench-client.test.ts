import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { partOf, splitChunk } from '../../bench/bundle-breakdown.ts';
import { benchmarkRange, medianReport, meetsTargets, type PageReport } from '../../bench/lighthouse.ts';
import { traceBlockingMs } from '../../bench/trace-blocking.ts';
import { inputLatencies } from '../../bench/typing.ts';

/** The client parts of `npm run bench` (issue 27): their arithmetic, on made-up inputs. */

const page = (performance: number, tbtMs: number, lcpMs: number, cls: number): PageReport => ({
  name: 'p',
  path: '/p',
  session: 'none',
  finalUrl: '',
  performance,
  accessibility: 100,
  metrics: { fcpMs: 1000, lcpMs, tbtMs, cls, siMs: 1000, traceBlockingMs: tbtMs },
  failingAccessibility: [],
  lcpElement: null,
  layoutShifts: [],
  runWarnings: [],
  attempts: 1,
});

describe('Lighthouse targets (issue 27: score ≥ 90, TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.1)', () => {
  it('holds at each limit and fails one past any of them', () => {
    expect(meetsTargets(page(90, 200, 2500, 0.1))).toBe(true);
    expect(meetsTargets(page(89, 200, 2500, 0.1))).toBe(false);
    expect(meetsTargets(page(90, 201, 2500, 0.1))).toBe(false);
    expect(meetsTargets(page(90, 200, 2501, 0.1))).toBe(false);
    expect(meetsTargets(page(90, 200, 2500, 0.11))).toBe(false);
  });

  it('reports the median of three runs, with each run’s score', () => {
    const median = medianReport([
      page(60, 900, 4000, 0),
      page(75, 300, 3000, 0.2),
      page(70, 500, 2000, 0.05),
    ]);
    expect(median.performance).toBe(70);
    expect(median.metrics).toMatchObject({ tbtMs: 500, lcpMs: 3000, cls: 0.05 });
    expect(median.runs).toEqual([60, 75, 70]);
  });
});

describe("the host's benchmark index over the runs", () => {
  it('is one number when every run agrees, else the range with its median', () => {
    expect(benchmarkRange([1210, 1210])).toBe('1210');
    expect(benchmarkRange([1300, 980, 1120])).toBe('980–1300 (median 1120)');
    expect(benchmarkRange([1000, 1100])).toBe('1000–1100 (median 1050)');
    expect(benchmarkRange([])).toBe('-');
  });
});

describe("the main thread's blocking in a Lighthouse trace, whatever the FCP", () => {
  const thread = (pid: number, tid: number, name = 'CrRendererMain') => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid,
    args: { name },
  });
  const task = (ms: number, pid = 1, tid = 1, name = 'RunTask') => ({
    name,
    ph: 'X',
    pid,
    tid,
    ts: 0,
    dur: ms * 1000,
  });

  it("sums 4 × task − 50 ms over the page thread's tasks of 10 ms or more", () => {
    const events = [
      // Named first, but with fewer events: an extension's or a frame's renderer, not the page's.
      thread(2, 7),
      thread(1, 1),
      task(100), // 350
      task(20), // 30
      task(12.5), // 0: not past 50 ms once multiplied
      task(9.9), // left out, under 10 ms
      task(30, 1, 1, 'ThreadControllerImpl::RunTask'), // 70
      task(40, 1, 1, 'FunctionCall'), // not a task of its own
      task(200, 2, 7), // another renderer with fewer events: not the page
    ];
    expect(traceBlockingMs(events)).toBe(450);
    expect(traceBlockingMs(events, 2)).toBe(150 + 10);
    // At the 10 ms floor a task counts once it blocks: 6 × 10 − 50.
    expect(traceBlockingMs([thread(1, 1), task(10)], 6)).toBe(10);
  });

  it('is null without a renderer main thread', () => {
    expect(traceBlockingMs([task(100)])).toBeNull();
    expect(traceBlockingMs([thread(1, 1, 'Compositor'), task(100)])).toBeNull();
  });
});

describe('input latency from a Chromium trace', () => {
  it('pairs each InputLatency begin with its end by id, in ms, for the kinds asked', () => {
    const trace = {
      traceEvents: [
        { name: 'InputLatency::KeyDown', ph: 'b', id: '0x1', ts: 1_000_000 },
        { name: 'InputLatency::KeyUp', ph: 'b', id: '0x2', ts: 1_010_000 },
        { name: 'InputLatency::KeyDown', ph: 'b', id: '0x3', ts: 1_020_000 },
        { name: 'InputLatency::KeyDown', ph: 'e', id: '0x1', ts: 1_048_000 },
        { name: 'InputLatency::KeyUp', ph: 'e', id: '0x2', ts: 1_500_000 },
        { name: 'InputLatency::KeyDown', ph: 'e', id: '0x3', ts: 1_270_000 },
      ],
    };
    expect(inputLatencies(JSON.stringify(trace), ['KeyDown'])).toEqual([48, 250]);
  });
});

describe('bundle breakdown', () => {
  it('names a part by package, scoped package or app folder', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('../../node_modules/@chakra-ui/react/dist/esm/index.js')).toBe('@chakra-ui/react');
    expect(partOf('../../src/web/ui/step-form/fields.ts')).toBe('src/web/ui');
    expect(partOf('../../machines/step.ts')).toBe('machines');
  });

  it('gives each byte of a chunk to the source its sourcemap segment names', () => {
    // Line 1: columns 0–5 from a.js (react), 6– from b.ts (app); line 2 unmapped.
    const code = 'aaaaaabbbb\nzz';
    const map = {
      sources: ['node_modules/react/a.js', 'src/web/app/b.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [6, 1, 0, 0],
        ],
      ]),
    };
    const parts = splitChunk(code, map);
    expect(parts.get('react')).toBe('aaaaaa');
    expect(parts.get('src/web/app')).toBe('bbbb\n');
    expect(parts.get('(unmapped)')).toBe('zz\n');
  });
});
