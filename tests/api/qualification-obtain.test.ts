import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { emptyQualification, emptyQualifications } from '../../src/domain/qualifications/defaults.ts';
import type { QualificationItem } from '../../src/domain/qualifications/form.ts';
import type { ObtainedQualifications } from '../../src/domain/qualifications/render.ts';
import { seedDemo } from '../../src/server/seed/demo/seed.ts';
import { readEnrolmentCsv } from '../../src/server/services/enrolment-import.ts';
import { upsertFormerEnrolments } from '../../src/server/services/former-enrolments.ts';
import { readReferenceLists } from '../../src/server/services/reference-lists.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** One qualification per line (docs/operations.md); line numbers count the header as line 1. */
const CSV = [
  'enrolmentCode,studentNum,qualificationType,name,completed,startDate,endDate,institution,country,state,score,yearLeftSchool,levelLeftSchool,year12ResultsType',
  'ENR-2022-0001,2000001,497,Bachelor of Nursing,Y,2019-02-25,2021-11-19,University of Sydney,752,1,Credit average,,,',
  'enr-2022-0001,2000001,500,Higher School Certificate,Y,2017-01-30,2018-11-09,"Sydney Boys High School, Surry Hills",752,1,92.5,2018,1855,1866',
  'ENR-2022-0002,,499,Diploma of Nursing,N,2020-02-03,2021-06-30,TAFE NSW,752,,,,,',
  'ENR-2022-0002,,1850,Certificate IV in Ageing Support,Y,2018-02-05,2018-12-14,TAFE NSW,752,1,,,,',
  'ENR-2022-0003,2000003,497,Bachelor of Arts,Y,2015-02-23,2017-11-17,University of Auckland,10554,3,,,,',
  'ENR 2022/4,,497,Bachelor of Arts,Y,2015-02-23,2017-11-17,University of Auckland,10554,,,,,',
  'ENR-2022-0005,,497,Bachelor of Arts,maybe,2015-02-23,2017-11-17,University of Auckland,10554,,,,,',
  'ENR-2022-0006,,9999,Bachelor of Arts,Y,2015-02-23,2017-11-17,University of Auckland,10554,,,,,',
  'ENR-2022-0007,,499,Diploma of Nursing,Y,2015-02-23,2016-11-17,TAFE NSW,752,1,,,,',
  'ENR-2022-0007,,499,Diploma of Leadership,Y,2017-02-23,2017-11-17,TAFE NSW,752,1,,,,',
  'ENR-2022-0008,2000008,497,Bachelor of Arts,Y,2015-02-23,2017-11-17,University of Auckland,10554,,,,,',
  'ENR-2022-0008,2000009,500,NCEA Level 3,Y,2012-02-01,2014-11-28,Auckland Grammar School,10554,,,2014,1855,1868',
  'ENR-2022-0009,,497,Bachelor of Arts',
].join('\r\n');

/** ENR-2022-0001 as the file gives it. */
const nursing: QualificationItem[] = [
  {
    ...emptyQualification(497),
    name: 'Bachelor of Nursing',
    completed: true,
    startDate: '2019-02-25',
    endDate: '2021-11-19',
    institution: 'University of Sydney',
    country: 752,
    state: 1,
    score: 'Credit average',
  },
  {
    ...emptyQualification(500),
    name: 'Higher School Certificate',
    completed: true,
    startDate: '2017-01-30',
    endDate: '2018-11-09',
    institution: 'Sydney Boys High School, Surry Hills',
    country: 752,
    state: 1,
    score: '92.5',
    yearLeftSchool: '2018',
    levelLeftSchool: 1855,
    year12ResultsType: 1866,
  },
];

const refused = (msg: string) => ({ code: Code.Refused, msg, result: null });
const badCode = refused('An enrolment code is 1 to 20 letters, digits and dashes.');
const unknownCode = refused('No former enrolment was found for this enrolment code.');
const notFound = refused('This application was not found.');

describe.each(engines)('staff pre-fill of qualifications on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
    await seedDemo(server.app.db, server.app.files, 'x', server.app.now());
  });
  afterAll(() => server?.close());

  const obtain = (token: string | undefined, query: Record<string, string | number>) =>
    server.call<ObtainedQualifications>(
      `${ApiPath.obtainQualifications}?${new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      )}`,
      undefined,
      { token },
    );
  const readCsv = async (text: string) =>
    readEnrolmentCsv(text, await readReferenceLists(server.app.db), server.app.now());

  describe('the import (npm run import:enrolments)', () => {
    it('keeps the enrolments whose lines are all valid and names each bad line with its reason', async () => {
      const { enrolments, bad, skipped } = await readCsv(CSV);
      expect(enrolments.map(({ enrolmentCode, studentNum }) => [enrolmentCode, studentNum])).toEqual([
        ['ENR-2022-0001', '2000001'],
        ['ENR-2022-0003', '2000003'],
      ]);
      expect(bad).toEqual([
        { line: 4, reason: 'state: State is required.' },
        { line: 7, reason: 'enrolmentCode: enrolmentCode must be 1 to 20 letters, digits and dashes' },
        { line: 8, reason: 'completed: This value is not valid.' },
        { line: 9, reason: 'qualificationType: This choice is not in the list. Please choose again.' },
        { line: 11, reason: 'qualificationType: Each qualification type can be chosen only once.' },
        { line: 13, reason: 'studentNum differs from line 12 of ENR-2022-0008' },
        { line: 14, reason: 'expected 14 values, found 4' },
      ]);
      // An enrolment with a bad line is left out whole, not imported without it.
      expect(skipped).toEqual([
        'ENR-2022-0002',
        'ENR-2022-0005',
        'ENR-2022-0006',
        'ENR-2022-0007',
        'ENR-2022-0008',
      ]);
    });

    it('refuses a file without the key columns, with unknown or repeated ones, or empty', async () => {
      await expect(readCsv('name\nBachelor of Arts')).rejects.toThrow(/enrolmentCode, qualificationType/);
      await expect(readCsv('enrolmentCode,qualificationType,shoeSize\nENR-1,497,9')).rejects.toThrow(
        /shoeSize/,
      );
      await expect(readCsv('enrolmentCode,qualificationType,toString\nENR-1,497,x')).rejects.toThrow(
        /toString/,
      );
      await expect(readCsv('enrolmentCode,qualificationType,name,name\nENR-1,497,A,B')).rejects.toThrow(
        /twice/,
      );
      await expect(readCsv('')).rejects.toThrow(/empty/);
    });

    it('answers staff what was imported, as the file gave it, and replaces an enrolment imported again', async () => {
      const { enrolments } = await readCsv(CSV);
      await upsertFormerEnrolments(server.app.db, enrolments, server.app.now());
      expect((await obtain(staff.token, { applicationId: -1, enrolmentCode: 'ENR-2022-0001' })).body).toEqual(
        {
          code: Code.Success,
          msg: Msg.success,
          result: { enrolmentCode: 'ENR-2022-0001', qualifications: nursing },
        },
      );
      // A state outside Australia is not kept, as a save would not keep it.
      const auckland = await obtain(staff.token, { applicationId: -1, enrolmentCode: 'ENR-2022-0003' });
      expect(auckland.body.result.qualifications).toMatchObject([{ country: 10554, state: null }]);

      const [header, , second] = CSV.split('\r\n');
      const again = await readCsv([header, second].join('\n'));
      await upsertFormerEnrolments(server.app.db, again.enrolments, server.app.now());
      const replaced = await obtain(staff.token, { applicationId: -1, enrolmentCode: 'ENR-2022-0001' });
      expect(replaced.body.result.qualifications).toEqual([nursing[1]]);
    });
  });

  it('finds the demo seed’s former enrolments, whatever the case of the code, each entry one the step accepts', async () => {
    const found = async (enrolmentCode: string) => {
      const answer = await obtain(staff.token, { applicationId: -1, enrolmentCode });
      expect(answer.body.code).toBe(Code.Success);
      return answer.body.result.qualifications;
    };
    const bachelor = await found('enr-2019-0001');
    expect(bachelor.map((item) => [item.qualificationType, item.completed, item.country])).toEqual([
      [497, true, 752],
      [500, true, 752],
    ]);
    expect(bachelor[1]?.year12ResultsType).toBe(1866);
    expect((await found('ENR-2021-0042')).map((item) => item.qualificationType)).toEqual([499]);

    for (const enrolmentCode of ['ENR-2019-0001', 'ENR-2020-0107', 'ENR-2021-0042']) {
      const saved = await server.call(
        ApiPath.saveQualifications,
        {
          ...emptyQualifications('Domestic'),
          qualifications: await found(enrolmentCode),
          applicationId: -1,
          applicationCategory: 'Domestic',
        },
        { token: staff.token },
      );
      expect(saved.body.code, enrolmentCode).toBe(Code.Success);
    }
  });

  it('refuses a code that is not one, and one no enrolment has', async () => {
    for (const enrolmentCode of ['', 'ENR 2019', 'ENR/2019', 'E'.repeat(21)]) {
      expect((await obtain(staff.token, { applicationId: -1, enrolmentCode })).body, enrolmentCode).toEqual(
        badCode,
      );
    }
    expect((await obtain(staff.token, { applicationId: -1 })).body).toEqual(badCode);
    expect((await obtain(staff.token, { applicationId: -1, enrolmentCode: 'ENR-1999-9999' })).body).toEqual(
      unknownCode,
    );
  });

  it('takes a new application (-1) or one that exists, and no other', async () => {
    const applicant = await createUser(server);
    const [existing] = await createApplications(server, applicant.user, [{}]);
    const enrolmentCode = 'ENR-2021-0042';
    expect((await obtain(staff.token, { applicationId: existing?.id ?? 0, enrolmentCode })).body.code).toBe(
      Code.Success,
    );
    for (const applicationId of [2_000_000_000, 0, 'abc', '-2']) {
      expect(
        (await obtain(staff.token, { applicationId, enrolmentCode })).body,
        String(applicationId),
      ).toEqual(notFound);
    }
    expect((await obtain(staff.token, { enrolmentCode })).body).toEqual(notFound);
  });

  it('is for staff only: applicants and agents are refused, no session is 403', async () => {
    const query = { applicationId: -1, enrolmentCode: 'ENR-2019-0001' };
    for (const role of ['applicant', 'agent'] as const) {
      const { token } = await createUser(server, { role });
      expect((await obtain(token, query)).body).toEqual(refused('You are not allowed to do this.'));
    }
    expect((await obtain(undefined, query)).body.code).toBe(Code.Forbidden);
  });
});
