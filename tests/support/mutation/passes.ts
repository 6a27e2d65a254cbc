import { readdirSync } from 'node:fs';

/** One Stryker run: the files it mutates and the only test files it runs (MUTATION_TESTS). */
export interface Pass {
  name: string;
  mutate: string[];
  tests: string[];
}

/**
 * Machines whose mutants are killed by other machines' tests: form-flow.ts is the body of these three.
 * Every other machines/<m>.ts is tested by tests/machines/<m>.test.ts (and <m>-mutants.test.ts).
 */
const testedThrough: Record<string, string[]> = {
  'form-flow': ['forgot-password', 'change-email', 'change-password'],
};

const machineTests = (name: string) => [
  `tests/machines/${name}.test.ts`,
  `tests/machines/${name}-mutants.test.ts`,
];

/** Every machine's placeholder actors name themselves: a test of all machines, run by every pass. */
const PLACEHOLDERS = 'tests/machines/not-provided-mutants.test.ts';

/**
 * A machine's configuration is built once at import, so nearly all its mutants are static: Stryker runs
 * every test of the pass for each. One pass per machine file, with only that machine's tests, keeps
 * each static mutant to one test file instead of the whole machines project.
 */
function machinePasses(): Pass[] {
  return readdirSync('machines')
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .map((name) => ({
      name,
      mutate: [`machines/${name}.ts`],
      tests: [...new Set([...(testedThrough[name] ?? []), name].flatMap(machineTests).concat(PLACEHOLDERS))],
    }));
}

/**
 * src/domain with the unit tests that import it. Left out: personal/sample.ts, a filled-in form that
 * tests and the demo seed use as data (its values are not behaviour; any other valid form would do).
 */
const domainPass: Pass = {
  name: 'domain',
  mutate: ['src/domain/**/*.ts', '!src/domain/personal/sample.ts'],
  tests: ['tests/unit/personal-*.test.ts', 'tests/unit/reference-*.test.ts', 'tests/unit/domain-*.test.ts'],
};

export function allPasses(): Pass[] {
  return [domainPass, ...machinePasses()];
}
