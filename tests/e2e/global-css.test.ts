import { describe, expect, it } from 'vitest';
import { e2eRig } from '../support/e2e-rig.ts';

/**
 * Chakra's global CSS comes with index.html (app/global-css.ts, issue 27), in Chromium against the
 * built app: the page's tokens and reset are there before any script, and the app, once drawn,
 * has not injected them a second time.
 */
describe("the built page's global CSS, in Chromium", () => {
  const rig = e2eRig();

  it('is in index.html before any script runs, and the app does not inject it again', async () => {
    const context = await rig.browser.browser.newContext({ baseURL: rig.app.url });
    const before = await context.newPage();
    await before.route(/\.js(\?|$)/, (route) => route.abort());
    await before.goto('/');
    const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    // brand.700, the portal's own colour (app/system.ts), and brand.fg, the semantic token made of it.
    expect(await before.evaluate(token, '--chakra-colors-brand-700')).toBe('#18427b');
    expect(await before.evaluate(token, '--chakra-colors-brand-fg')).toBe('#18427b');

    const after = await context.newPage();
    await after.goto('/');
    const signIn = after.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    // The app's own rules (Emotion's sheets, written with insertRule) hold no token variable.
    const injected = await after.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')]
        .flatMap((element) => [...((element as HTMLStyleElement).sheet?.cssRules ?? [])])
        .map((rule) => rule.cssText)
        .join('\n'),
    );
    expect(injected.length).toBeGreaterThan(0);
    expect(injected).not.toContain('--chakra-colors-brand-700:');
    // And the button is drawn with the tokens from the page's CSS: the brand's solid colour.
    expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(24, 66, 123)',
    );
    await context.close();
  });
});
