import { mountApp } from '@/web/app/mount.tsx';
import { withRealScheduler } from './real-scheduler.ts';

/**
 * The app's first render leaves the main thread between slices (app/mount.tsx, issue 27): a task
 * queued while it renders runs before it ends. Each part of the tree below takes ~1 ms, so a render
 * in one piece lets the waiting tasks see only "none rendered" or "all rendered".
 */
const PARTS = 40;
const PART_NUMBERS = Array.from({ length: PARTS }, (_, part) => part);
let rendered = 0;

function Slow({ index }: { index: number }) {
  const until = performance.now() + 1;
  while (performance.now() < until) {
    // the work of a part of a big screen
  }
  rendered += 1;
  return <span>part {index}</span>;
}

describe("the app's first render", () => {
  withRealScheduler();

  it('lets other tasks run between its slices, then shows the whole screen', async () => {
    rendered = 0;
    const container = document.createElement('div');
    document.body.append(container);
    const root = mountApp(
      container,
      PART_NUMBERS.map((part) => <Slow key={part} index={part} />),
    );
    // Tasks in turn until the screen is there: what each one saw of the render.
    const seen: number[] = [];
    while (!container.textContent?.includes(`part ${PARTS - 1}`)) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      seen.push(rendered);
    }
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
    expect(container.querySelectorAll('span')).toHaveLength(PARTS);
    root.unmount();
    container.remove();
  });
});
