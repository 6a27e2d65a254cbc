/**
 * React's real scheduler for the tests of the describe block it is called in, as in the browser:
 * under act, React would draw every render at once, and a test of what it draws in slices, or after
 * other tasks, would prove nothing.
 */
export function withRealScheduler(): void {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = flags.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    flags.IS_REACT_ACT_ENVIRONMENT = before;
  });
}
