import { describe, expect, it } from 'vitest';
import { coverage } from '../support/model/coverage.ts';
import { generatePaths } from '../support/model/paths.ts';
import { finish, registration, signIn } from '../support/model/registry.ts';
import { replayPath } from '../support/model/replay.ts';
import { type AnyModelSpec, createSpecCoverage, specGaps } from '../support/model/spec.ts';
import { signInSpec } from '../support/model/specs/sign-in.ts';
import { createVisited } from '../support/model/types.ts';

/** The sign-in path that fails: submit, then the wrong-credentials error. */
function failingSignIn() {
  const path = generatePaths(signIn).paths.find((p) => p.name.includes('wrong credentials'));
  if (!path) throw new Error('expected the wrong-credentials path');
  return path;
}

const replayAgainst = (spec: AnyModelSpec, covered = createSpecCoverage()) =>
  replayPath(signIn, failingSignIn(), createVisited(), { spec, covered });

/** The harness must be able to fail: these check that it notices what it is there to notice. */
describe('model harness', () => {
  it('counts nothing as covered before any replay, and names what is missed', () => {
    const result = coverage(signIn.machine, createVisited(), generatePaths(signIn).sources);
    expect(result.states).toMatchObject({ covered: 0, total: 3 });
    expect(result.transitions.missed).toEqual([
      'signIn.idle: SUBMIT → signIn.submitting',
      'signIn.submitting: done signIn → signIn.signedIn',
      'signIn.submitting: error signIn → signIn.idle',
    ]);
  });

  it('reports a step whose real state differs from the prediction', async () => {
    const [path] = generatePaths(signIn).paths.filter(
      (p) => p.steps.length > 2 && p.steps.at(-1)?.event.type.startsWith('xstate.'),
    );
    if (!path) throw new Error('expected a path with a call');
    const last = path.steps.at(-1);
    if (!last) throw new Error('empty path');
    const tampered = {
      ...path,
      steps: [...path.steps.slice(0, -1), { ...last, state: path.steps[0]?.state ?? last.state }],
    };
    await expect(replayPath(signIn, tampered)).rejects.toThrow(/at step \d+ \((done|error) signIn/);
  });

  it('names guarded alternatives, re-entries and always transitions in the coverage keys', () => {
    const { transitions } = coverage(registration.machine, createVisited(), new Set());
    expect(transitions.missed).toContain(
      'registration.verification.timer.counting: after second #1 [moreToCount] → registration.verification.timer.counting (re-entered)',
    );
    expect(transitions.missed).toContain('registration.opening: always #2 [else] → registration.terms');
    expect(transitions.missed).toContain(
      'registration.email.sending: error sendCode #1 [toldToWait] → registration.verification',
    );
  });

  it('keeps only maximal paths, and every one starts at xstate.init', () => {
    // finish (152 paths, timers and a call) rather than registration, whose generation alone takes
    // tens of seconds on a busy machine.
    const { paths } = generatePaths(finish);
    expect(paths.every((p) => p.steps[0]?.event.type === 'xstate.init')).toBe(true);
    expect(new Set(paths.map((p) => p.name)).size).toBe(paths.length);
  });

  it('fails a step that goes where the spec does not say', async () => {
    const wrongTarget: AnyModelSpec = {
      ...signInSpec,
      rules: signInSpec.rules.map((r) => (r.on === 'error signIn' ? { ...r, to: 'signedIn' } : r)),
    };
    await expect(replayAgainst(wrongTarget)).rejects.toThrow(
      /the spec expects signedIn after "error signIn \(wrong credentials\)", the machine is in "idle"/,
    );
  });

  it('fails an event the spec has no rule for', async () => {
    const noRule: AnyModelSpec = {
      ...signInSpec,
      rules: signInSpec.rules.filter((r) => r.on !== 'error signIn'),
    };
    await expect(replayAgainst(noRule)).rejects.toThrow(/the spec has no rule for "error signIn/);
  });

  it('fails a state that shows something else than the spec says', async () => {
    const otherMessage: AnyModelSpec = {
      ...signInSpec,
      states: { ...signInSpec.states, idle: { message: 'Something else.' } },
    };
    await expect(replayAgainst(otherMessage)).rejects.toThrow(
      /at step 0 \(xstate\.init\): in idle: message null, expected "Something else."/,
    );
  });

  it('fails a state the spec says nothing about, and names states and rules never checked', async () => {
    const { submitting: _, ...withoutSubmitting } = signInSpec.states;
    await expect(replayAgainst({ ...signInSpec, states: withoutSubmitting })).rejects.toThrow(
      /says nothing about what is observed in submitting/,
    );
    const gaps = specGaps(signIn.machine, signInSpec, createSpecCoverage());
    expect(gaps.unchecked).toEqual(['idle', 'submitting', 'signedIn']);
    expect(gaps.unusedRules).toEqual([
      'idle —SUBMIT→ submitting',
      'submitting —done signIn→ signedIn',
      'submitting —error signIn→ idle',
    ]);
  });
});
