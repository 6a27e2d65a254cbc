import { afterAll, beforeAll } from 'vitest';
import { type OpenedBrowser, openBrowser } from './browser.ts';
import { type E2eApp, type E2eAppOptions, startE2eApp } from './e2e-app.ts';

const START_UP_MS = 300_000;

export interface E2eRig {
  /** The portal on a real server and database; set before the block's first test. */
  readonly app: E2eApp;
  /** One Chromium for the block's pages. */
  readonly browser: OpenedBrowser;
}

/**
 * One portal and one Chromium for a describe block: started together before its tests (each file's
 * own set-up registered after this runs after it) and closed after them, even when a start failed.
 */
export function e2eRig(options: E2eAppOptions = {}): E2eRig {
  const rig = {} as { app: E2eApp; browser: OpenedBrowser };
  // A server (migrations, seed) and a browser starting while CI's two cores run other test files:
  // minutes on a busy machine, seconds on a quiet one. It bounds a start that hangs, nothing more.
  beforeAll(async () => {
    [rig.app, rig.browser] = await Promise.all([startE2eApp(options), openBrowser()]);
  }, START_UP_MS);
  afterAll(async () => {
    await rig.browser?.close();
    await rig.app?.close();
  });
  return rig;
}
