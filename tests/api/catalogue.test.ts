import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import {
  type CourseCatalogue,
  FUNDING_OPTION_OTHER,
  HOME_INSTITUTE_APPLICATION_TYPE,
} from '../../src/domain/course/catalogue.ts';
import { loadConfig } from '../../src/server/config.ts';
import { connectDatabase } from '../../src/server/db/connect.ts';
import { courseOfferings } from '../../src/server/db/schema.ts';
import { syncCatalogue } from '../../src/server/seed/catalogue/sync.ts';
import { findOffering, loadCatalogue } from '../../src/server/services/catalogue.ts';
import { CATALOGUE_COLUMNS, readCatalogueCsv } from '../../src/server/services/catalogue-import.ts';
import { upsertCatalogue } from '../../src/server/services/catalogue-store.ts';
import { type Engine, engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** Noon of a yyyy-MM-dd day in the server's time zone: that day is "today". */
const noonOf = (iso: string) => new Date(`${iso}T12:00:00`).getTime();
const localIso = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe.each(engines)('the seeded course catalogue on $name', (engine) => {
  let server: TestServer;
  let catalogue: CourseCatalogue;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    catalogue = await loadCatalogue(server.app.db, server.app.now());
  });
  afterAll(() => server?.close());

  it('serves at least 30 offerings of several campuses, each with the spec’s read-only fields', () => {
    const { courseOfferings: offerings, campusDict } = catalogue;
    expect(offerings.length).toBeGreaterThanOrEqual(30);
    expect(campusDict.length).toBeGreaterThanOrEqual(3);
    expect(new Set(offerings.map((offering) => offering.campusId)).size).toBeGreaterThanOrEqual(3);
    for (const offering of offerings) {
      expect(offering).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        courseCode: expect.any(String),
        name: expect.any(String),
        courseType: expect.any(Number),
        campusId: expect.any(Number),
        departmentName: expect.stringMatching(/\S/),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        typeOfAttendanceName: expect.stringMatching(/^(Full-time|Part-time)$/),
        lawCourse: expect.any(Boolean),
        modules: expect.any(Array),
      });
      expect(ids(campusDict)).toContain(offering.campusId);
      expect(ids(catalogue.courseTypes)).toContain(offering.courseType);
      expect(offering.endDate >= offering.startDate).toBe(true);
    }
  });

  it('offers two intakes, none started', () => {
    const today = localIso(server.app.now());
    const starts = new Set(catalogue.courseOfferings.map((offering) => offering.startDate));
    expect(starts.size).toBe(2);
    for (const start of starts) expect(start >= today).toBe(true);
  });

  it('has cross-institutional offerings of type 495, law courses, and the lists the step needs', () => {
    const types = catalogue.courseOfferings.map((offering) => offering.courseType);
    expect(types).toContain(HOME_INSTITUTE_APPLICATION_TYPE);
    expect(catalogue.courseOfferings.some((offering) => offering.lawCourse)).toBe(true);
    expect(catalogue.fundingStudyCosts).toContainEqual({
      id: FUNDING_OPTION_OTHER,
      name: 'Other',
      code: 'OTHER',
    });
    for (const list of ['adjustmentFactors', 'rplResults', 'studyTermModeDict', 'examVenueDict'] as const)
      expect(catalogue[list].length).toBeGreaterThan(1);
  });

  it('gives each offering 4 to 8 modules, and every module of an offering in the modules list once', () => {
    for (const offering of catalogue.courseOfferings) {
      expect(offering.modules.length).toBeGreaterThanOrEqual(4);
      expect(offering.modules.length).toBeLessThanOrEqual(8);
      for (const subject of offering.modules) expect(catalogue.modules).toContainEqual(subject);
    }
    expect(new Set(ids(catalogue.modules)).size).toBe(catalogue.modules.length);
  });

  it('leaves out the offerings whose start date has passed: on their first day they are still offered', async () => {
    const first = catalogue.courseOfferings.map((offering) => offering.startDate).sort()[0] ?? '';
    const later = catalogue.courseOfferings.filter((offering) => offering.startDate > first);
    server.clock.advance(noonOf(first) - server.clock.now());
    const onTheDay = await loadCatalogue(server.app.db, server.app.now());
    expect(ids(onTheDay.courseOfferings)).toEqual(ids(catalogue.courseOfferings));

    server.clock.advance(24 * 60 * 60_000);
    const dayAfter = await loadCatalogue(server.app.db, server.app.now());
    expect(later.length).toBeGreaterThan(0);
    expect(ids(dayAfter.courseOfferings)).toEqual(ids(later));
  });

  it('still finds a passed offering by id, with its dates, for the time-conflict check', async () => {
    const passed = catalogue.courseOfferings[0];
    if (!passed) throw new Error('no offering');
    expect(await findOffering(server.app.db, passed.id)).toEqual(passed);
    for (const unknown of [2_000_000_000, 0, -1, 2 ** 40, 1.5])
      expect(await findOffering(server.app.db, unknown)).toBe(undefined);
  });

  it('is seeded again at start: a start after an intake has begun adds the next intake, a second adds nothing', async () => {
    const rows = async () => (await server.app.db.select({ n: count() }).from(courseOfferings))[0]?.n ?? 0;
    const seededAtStart = await rows();
    await syncCatalogue(server.app.db, server.app.now()); // the clock is past the first intake's start
    const withNext = await rows();
    expect(withNext).toBeGreaterThan(seededAtStart);
    await syncCatalogue(server.app.db, server.app.now());
    expect(await rows()).toBe(withNext);

    const served = await loadCatalogue(server.app.db, server.app.now());
    expect(served.courseOfferings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(served.courseOfferings.map((offering) => offering.startDate)).size).toBe(2);
    const earlier = catalogue.courseOfferings[0];
    expect(await findOffering(server.app.db, earlier?.id ?? 0)).toEqual(earlier);
  });
});

/** A small provider catalogue, two years ahead so it is never in the past. */
function providerCsv(year: number, overrides: Record<string, Partial<Record<string, string>>> = {}): string {
  const rows = [
    {
      offeringCode: 'NURS-GEE-S1',
      courseCode: 'NURS',
      courseName: 'Bachelor of Nursing',
      courseType: '491',
      campusCode: 'GEE',
      campusName: 'Geelong Waterfront',
      department: 'Faculty of Health',
      startDate: `${year}-03-02`,
      endDate: `${year + 2}-11-20`,
      attendance: 'Full-time',
      lawCourse: 'no',
      modules: 'HNN111 Nursing Practice 1;HBS109 Human Structure and Function;HNN114 Health Communication',
    },
    {
      offeringCode: 'LLB-GEE-S1',
      courseCode: 'LLB',
      courseName: 'Bachelor of Laws',
      courseType: '491',
      campusCode: 'GEE',
      campusName: 'Geelong Waterfront',
      department: 'Law School',
      startDate: `${year}-03-02`,
      endDate: `${year + 3}-11-19`,
      attendance: 'Full-time',
      lawCourse: 'yes',
      modules: 'MLL110 Legal Foundations A;MLL111 Contracts A',
    },
    {
      offeringCode: 'XI-ONL-S2',
      courseCode: 'XI',
      courseName: 'Cross-institutional study',
      courseType: '495',
      campusCode: 'ONL', // the demo's Online campus: the provider's name replaces the demo's
      campusName: 'Cloud Campus',
      department: 'Faculty of Health',
      startDate: `${year}-07-13`,
      endDate: `${year}-11-06`,
      attendance: 'Part-time',
      lawCourse: 'no',
      modules: 'HBS109 Human Structure and Function',
    },
  ];
  const cell = (value = '') => (/[",;]/.test(value) ? `"${value}"` : value);
  const lines = rows.map((row) => {
    const cells = { ...row, ...overrides[row.offeringCode] } as Record<string, string>;
    return CATALOGUE_COLUMNS.map((column) => cell(cells[column])).join(',');
  });
  return [
    CATALOGUE_COLUMNS.join(','),
    lines[0],
    'BAD-1,BAD,Bad course,491,GEE,Geelong Waterfront,Law School,someday,2030-01-01,Full-time,no,MLL110 Legal Foundations A',
    lines[1],
    lines[2],
    'too,few,values',
  ].join('\n');
}

async function runImport(env: Record<string, string>, file: string) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli/import-catalogue.ts', file], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  }).then(
    (done) => ({ ...done, code: 0 }),
    (failed: { stdout: string; stderr: string; code: number }) => failed,
  );
}

function envOf(target: { dataDir: string; databaseUrl?: string }): Record<string, string> {
  return target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

describe.each(engines)('importing a course catalogue on $name', (engine: Engine) => {
  let server: TestServer;
  const year = new Date().getFullYear() + 2;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it('keeps the valid lines, names the bad ones, and serves the imported catalogue instead of the demo one', async () => {
    const { offerings, bad } = readCatalogueCsv(providerCsv(year));
    expect(bad.map((entry) => entry.line)).toEqual([3, 6]);
    expect(bad[0]?.reason).toBe('startDate: must be a date yyyy-MM-dd');
    expect(bad[1]?.reason).toBe('expected 12 values, found 3');
    expect(await upsertCatalogue(server.app.db, offerings, false)).toEqual({
      offerings: 3,
      campuses: 2,
      subjects: 5,
    });

    const catalogue = await loadCatalogue(server.app.db, server.app.now());
    expect(catalogue.campusDict.map((campus) => [campus.code, campus.name])).toEqual([
      ['ONL', 'Cloud Campus'],
      ['GEE', 'Geelong Waterfront'],
    ]);
    const geelong = catalogue.campusDict.find((campus) => campus.code === 'GEE')?.id;
    expect(catalogue.courseOfferings.map((offering) => offering.code)).toEqual([
      'LLB-GEE-S1',
      'NURS-GEE-S1',
      'XI-ONL-S2',
    ]);
    expect(catalogue.courseOfferings[0]).toMatchObject({
      courseCode: 'LLB',
      name: 'Bachelor of Laws',
      courseType: 491,
      campusId: geelong,
      departmentName: 'Law School',
      startDate: `${year}-03-02`,
      endDate: `${year + 3}-11-19`,
      typeOfAttendanceName: 'Full-time',
      lawCourse: true,
      modules: [
        { id: expect.any(Number), code: 'MLL110', name: 'Legal Foundations A' },
        { id: expect.any(Number), code: 'MLL111', name: 'Contracts A' },
      ],
    });
    expect(catalogue.courseOfferings[2]?.courseType).toBe(HOME_INSTITUTE_APPLICATION_TYPE);
    expect(catalogue.modules.map((subject) => subject.code)).toEqual([
      'HBS109',
      'HNN111',
      'HNN114',
      'MLL110',
      'MLL111',
    ]);
    // The plain lists stay the seeded ones.
    expect(catalogue.fundingStudyCosts).toContainEqual({
      id: FUNDING_OPTION_OTHER,
      name: 'Other',
      code: 'OTHER',
    });
  });

  it('updates an offering imported again by its code and replaces its modules', async () => {
    const before = await loadCatalogue(server.app.db, server.app.now());
    const { offerings } = readCatalogueCsv(
      providerCsv(year, {
        'NURS-GEE-S1': {
          courseName: 'Bachelor of Nursing (Pre-registration)',
          modules: 'HNN114 Health Communication',
        },
      }),
    );
    await upsertCatalogue(server.app.db, offerings, false);
    const after = await loadCatalogue(server.app.db, server.app.now());
    expect(ids(after.courseOfferings)).toEqual(ids(before.courseOfferings));
    const nursing = after.courseOfferings.find((offering) => offering.code === 'NURS-GEE-S1');
    expect(nursing?.name).toBe('Bachelor of Nursing (Pre-registration)');
    expect(nursing?.modules.map((subject) => subject.code)).toEqual(['HNN114']);
    expect(after.modules.map((subject) => subject.code)).toEqual(['HBS109', 'HNN114', 'MLL110', 'MLL111']);
  });

  it('is kept by a restart: the demo catalogue is neither seeded nor served again', async () => {
    const before = await loadCatalogue(server.app.db, server.app.now());
    await syncCatalogue(server.app.db, server.app.now());
    expect(await loadCatalogue(server.app.db, server.app.now())).toEqual(before);
  });

  it('npm run import:catalogue prints the counts and each bad line, and exits 1 when a line was bad', {
    timeout: 90_000,
  }, async () => {
    const target = await engine.create();
    const folder = mkdtempSync(join(tmpdir(), 'catalogue-csv-'));
    const file = join(folder, 'catalogue.csv');
    writeFileSync(file, providerCsv(year));
    if (engine.name === 'pglite') {
      // A lock left by a process that has ended (a crash) does not stop the import.
      const ended = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(join(target.dataDir, 'pglite.lock'), `${ended}\n`);
    }
    try {
      const result = await runImport(envOf(target), file);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('Imported 3 offerings (2 campuses, 5 subjects); 2 bad lines.');
      expect(result.stdout).toContain('  line 3: startDate: must be a date yyyy-MM-dd');
      expect(result.stdout).toContain('  line 6: expected 12 values, found 3');

      const config = { ...loadConfig({}), dataDir: target.dataDir, databaseUrl: target.databaseUrl };
      const database = await connectDatabase(config, console);
      try {
        const served = await loadCatalogue(database.db, new Date());
        expect(served.courseOfferings.map((offering) => offering.code).sort()).toEqual([
          'LLB-GEE-S1',
          'NURS-GEE-S1',
          'XI-ONL-S2',
        ]);
      } finally {
        await database.close();
      }

      writeFileSync(file, providerCsv(year).split('\n').slice(0, 2).join('\n'));
      const clean = await runImport(envOf(target), file);
      expect(clean).toMatchObject({
        code: 0,
        stdout: 'Imported 1 offerings (1 campuses, 3 subjects); 0 bad lines.\n',
      });
    } finally {
      await target.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.runIf(engine.name === 'pglite')(
    'npm run import:catalogue refuses, with a message and no stack, while a server holds the PGlite folder',
    { timeout: 60_000 },
    async () => {
      const file = join(server.config.dataDir, 'catalogue.csv');
      writeFileSync(file, providerCsv(year));
      const result = await runImport({ DATABASE_URL: '', DATA_DIR: server.config.dataDir }, file);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        `The database in ${server.config.dataDir} is in use by another process`,
      );
      expect(result.stderr).toContain('Stop it and try again');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      // The server's database is untouched and still answers.
      expect((await loadCatalogue(server.app.db, server.app.now())).courseOfferings).toHaveLength(3);
    },
  );
});
