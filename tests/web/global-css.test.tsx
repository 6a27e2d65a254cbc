import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { globalCssText, withoutGlobalCss } from '@/web/app/global-css.ts';
import { system } from '@/web/app/system.ts';

/**
 * index.html carries the CSS Chakra's provider would inject on each load (app/global-css.ts, issue 27):
 * it must be exactly that CSS, and the provider must then inject none of it again.
 */

/** The CSS Emotion's `Global` elements hold in the page: the global sheet's rules, in order. */
function injectedGlobalCss(): string {
  return [...document.querySelectorAll('style[data-emotion^="css-global"]')]
    .map((element) => element.textContent ?? '')
    .join('');
}

afterEach(() => {
  for (const element of document.querySelectorAll('style[data-emotion]')) element.remove();
});

describe('the global CSS written into index.html', () => {
  it("is the CSS Chakra's provider injects: layers, reset, global styles and token variables", () => {
    const { unmount } = render(<ChakraProvider value={system}>page</ChakraProvider>);
    const injected = injectedGlobalCss();
    unmount();
    const written = globalCssText(system);
    expect(written.length).toBeGreaterThan(20_000);
    expect(written).toContain('@layer reset,base,tokens,recipes;');
    expect(written).toContain('--chakra-colors-brand-fg:');
    expect(written).toBe(injected);
  });

  it('is not injected again by the provider given the system without it', () => {
    render(<ChakraProvider value={withoutGlobalCss(system)}>page</ChakraProvider>);
    const injected = injectedGlobalCss();
    expect(injected).not.toContain('--chakra-colors');
    expect(injected).not.toContain('@layer reset{');
  });

  it('leaves the rest of the system as it is', () => {
    const drawn = withoutGlobalCss(system);
    expect(drawn._global).toEqual([]);
    expect(drawn.token('colors.brand.700')).toBe(system.token('colors.brand.700'));
    expect(drawn.css({ color: 'brand.fg' })).toEqual(system.css({ color: 'brand.fg' }));
    expect(system._global.length).toBeGreaterThan(0);
  });
});
