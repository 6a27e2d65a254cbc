import { readdirSync, readFileSync } from 'node:fs';

/** One Stryker run: the files it mutates and the only test files it runs (MUTATION_TESTS). */
export interface Pass {
  name: string;
  mutate: string[];
  tests: string[];
}

/**
 * Machines whose mutants are killed by other machines' tests, with those machines: form-flow.ts is the
 * body of three, step.ts (the step factory) has tests of its own and is the body of the two steps.
 * Every other machines/<m>.ts is tested by tests/machines/<m>.test.ts (and <m>-mutants.test.ts).
 */
const testedThrough: Record<string, string[]> = {
  'form-flow': ['forgot-password', 'change-email', 'change-password'],
  step: ['personal-details', 'course-application', 'qualifications'],
};

/**
 * A machine's own test files: tests/machines/<m>.test.ts and every <m>-<topic>.test.ts beside it
 * (-mutants, -offers, -shows…), but not another machine's (step-draft's are not step's).
 */
function machineTests(name: string, machines: string[]): string[] {
  const owner = (file: string) =>
    machines
      .filter((machine) => file.startsWith(`${machine}.`) || file.startsWith(`${machine}-`))
      .sort((a, b) => b.length - a.length)[0];
  return readdirSync('tests/machines')
    .filter((file) => file.endsWith('.test.ts') && owner(file) === name)
    .map((file) => `tests/machines/${file}`);
}

/** Every machine's placeholder actors name themselves: a test of all machines, run by every pass. */
const PLACEHOLDERS = 'tests/machines/not-provided-mutants.test.ts';

/**
 * A machine's configuration is built once at import, so nearly all its mutants are static: Stryker runs
 * every test of the pass for each. One pass per machine file, with only that machine's tests, keeps
 * each static mutant to one test file instead of the whole machines project.
 */
function machinePasses(): Pass[] {
  const machines = readdirSync('machines')
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''));
  return machines.map((name) => ({
    name,
    mutate: [`machines/${name}.ts`],
    tests: [
      ...new Set(
        [name, ...(testedThrough[name] ?? [])]
          .flatMap((tested) => machineTests(tested, machines))
          .concat(PLACEHOLDERS),
      ),
    ],
  }));
}

/**
 * The unit tests of src/domain: every tests/unit file that imports from it (personal-*, steps-*,
 * course-*, reference-*, domain-*, catalogue-seed…; not the server's, bench's or the catalogue CSV's,
 * which import none). Each domain pass runs them all: per-test coverage (coverageAnalysis: perTest)
 * narrows the non-static mutants and Vitest's related mode the static ones, so the extra files cost
 * only the dry run.
 */
/** An import of src/domain, by a relative path or by the `@/` alias (change-label.test.ts's). */
const IMPORTS_DOMAIN = /\/src\/domain\/|['"]@\/domain\//;

function domainTests(): string[] {
  return readdirSync('tests/unit')
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => IMPORTS_DOMAIN.test(readFileSync(`tests/unit/${file}`, 'utf8')))
    .map((file) => `tests/unit/${file}`);
}

/**
 * Left out of every domain pass: files that are data, not behaviour. personal/sample.ts is a filled-in
 * form that tests and the demo seed use (any other valid form would do).
 */
const FIXTURES = ['!src/domain/personal/sample.ts'];

/**
 * src/domain in six passes, so that each stays a few minutes long and a pass cut short loses only its
 * own part: the personal details step, the course step (with the step kit they are built on), the
 * qualifications step, then what the old single "domain-rest" held (2,048 mutants, 473 of them static,
 * each rerunning most of the unit tests: over an hour on a busy 2-core machine) in three: the
 * applications and their submission and documents, the back office and the answers, and the rest.
 */
const REST_OF_DOMAIN = [
  'personal',
  'course',
  'steps',
  'qualifications',
  'applications',
  'submission',
  'documents',
  'backoffice',
  'answers',
];
const domainAreas: Record<string, string[]> = {
  'domain-personal': ['src/domain/personal/**/*.ts'],
  'domain-course': ['src/domain/course/**/*.ts', 'src/domain/steps/**/*.ts'],
  'domain-qualifications': ['src/domain/qualifications/**/*.ts'],
  'domain-applications': [
    'src/domain/applications/**/*.ts',
    'src/domain/submission/**/*.ts',
    'src/domain/documents/**/*.ts',
  ],
  'domain-backoffice': ['src/domain/backoffice/**/*.ts', 'src/domain/answers/**/*.ts'],
  'domain-rest': ['src/domain/**/*.ts', ...REST_OF_DOMAIN.map((folder) => `!src/domain/${folder}/**/*.ts`)],
};

function domainPasses(): Pass[] {
  const tests = domainTests();
  return Object.entries(domainAreas).map(([name, mutate]) => ({
    name,
    mutate: [...mutate, ...FIXTURES],
    tests,
  }));
}

/**
 * The server's services that decide things (issue 28), one pass per area with only the API tests that
 * guard it: each mutant restarts those files' servers (PGlite), so a pass with every API file would take
 * hours. The API tests run on PGlite only here (run.ts clears TEST_DATABASE_URL for these passes).
 */
const serverAreas: Record<string, { mutate: string[]; tests: string[] }> = {
  'server-decisions': {
    mutate: ['src/server/services/decisions.ts'],
    tests: ['tests/api/back-office.test.ts', 'tests/api/evidence-boundary.test.ts'],
  },
  'server-submission': {
    // shared-reads.ts was part of submission.ts: its reads shared among concurrent submits.
    mutate: ['src/server/services/submission.ts', 'src/server/services/shared-reads.ts'],
    tests: [
      'tests/unit/shared-reads.test.ts',
      'tests/api/submission.test.ts',
      'tests/api/agent-submission.test.ts',
    ],
  },
  'server-step-save': {
    mutate: ['src/server/services/step-save.ts'],
    // agent-students: an applicant's own new application is no agent's (createWithStep's agent_id).
    tests: [
      'tests/api/step-save.test.ts',
      'tests/api/step-conflicts.test.ts',
      'tests/api/agent-students.test.ts',
      // The write's own status condition, with the status changed between the route's read and it.
      'tests/api/step-save-status-race.test.ts',
    ],
  },
  'server-attempt-windows': {
    mutate: ['src/server/services/attempt-windows.ts'],
    tests: ['tests/api/rate-limits.test.ts'],
  },
  'server-documents': {
    mutate: ['src/server/services/upload-check.ts', 'src/server/services/document-upload.ts'],
    tests: ['tests/unit/upload-check.test.ts', 'tests/api/documents.test.ts'],
  },
};

export const isServerPass = (pass: Pass) => pass.name.startsWith('server-');

function serverPasses(): Pass[] {
  return Object.entries(serverAreas).map(([name, area]) => ({ name, ...area }));
}

export function allPasses(): Pass[] {
  return [...domainPasses(), ...machinePasses(), ...serverPasses()];
}
