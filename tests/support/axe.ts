import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's result type, reached through @axe-core/playwright (axe-core is not a direct dependency). */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.2 AA, as DESIGN.md asks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** One readable block per violation: id, impact, help, link, then each offending target. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
        const html = node.html.length > 160 ? `${node.html.slice(0, 157)}...` : node.html;
        const why = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => `\n        ${line}`)
          .join('');
        return `    - ${target}\n      ${html}${why}`;
      });
      return [
        `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe reads colours as they are
 * at that instant, and a half-faded title is not what a person reads. Spinners (infinite) are left.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Runs axe on the page once its animations have ended, and fails with every violation spelled out. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const { violations } = results;
  if (violations.length === 0) return;
  const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  throw new Error(
    `axe: ${violations.length} accessibility violation(s) on ${count} element(s) in "${label}" (${page.url()}):\n${formatViolations(violations)}`,
  );
}
