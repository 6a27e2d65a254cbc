import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium: a browser download cannot work here (PITFALLS.md, Browsers). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialling Google hosts the sandbox refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpenedBrowser {
  browser: Browser;
  /** A page in its own context (fresh storage), with `baseUrl` as the base for relative `goto`s. */
  newPage(baseUrl?: string): Promise<Page>;
  /** Closes every context opened here, then the browser. */
  close(): Promise<void>;
}

export async function openBrowser(): Promise<OpenedBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const contexts = new Set<BrowserContext>();
  return {
    browser,
    async newPage(baseUrl) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 900 },
      });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context.newPage();
    },
    async close() {
      await Promise.allSettled([...contexts].map((context) => context.close()));
      await browser.close();
    },
  };
}

/** Saves a full-page PNG at `path` (folders created), and returns the absolute path. */
export async function saveScreenshot(page: Page, path: string): Promise<string> {
  const target = resolve(path);
  await mkdir(dirname(target), { recursive: true });
  await page.screenshot({ path: target, fullPage: true });
  return target;
}
