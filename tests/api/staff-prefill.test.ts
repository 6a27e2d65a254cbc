import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { ObtainPersonalDetailsAnswer } from '../../src/domain/personal/render.ts';
import { StaffMsg } from '../../src/server/routes/staff.ts';
import { DEMO_STUDENT_NUMBERS } from '../../src/server/seed/demo/previous-students.ts';
import { seedDemo } from '../../src/server/seed/demo/seed.ts';
import { upsertPreviousStudents } from '../../src/server/services/previous-students.ts';
import { readStudentCsv } from '../../src/server/services/student-import.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CSV = [
  'studentNum,category,familyName,firstGivenName,title,hasVisa,disabilityType,birthDate',
  '2000001,Domestic,Nguyen,Linh,3,no,,1999-05-14',
  '2000002,International,"O\'Brien, Jr",Sam,1,yes,1;2,2000-01-02',
  '2000003,Martian,Smith,Jo,1,no,,2000-01-02',
  'abc,Domestic,Smith,Jo,1,no,,2000-01-02',
  '2000004,Domestic,Smith,Jo,Mr,maybe,,2000-01-02',
  '2000005,Domestic,Smith',
  '2000001,Domestic,Again,Linh,3,no,,1999-05-14',
].join('\r\n');

describe.each(engines)('staff pre-fill on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const obtain = (token: string | undefined, studentNum: string) =>
    server.call<ObtainPersonalDetailsAnswer>(
      `${ApiPath.obtainPersonalDetails}?studentNum=${encodeURIComponent(studentNum)}`,
      undefined,
      { token },
    );
  const notFound = { code: Code.Refused, msg: StaffMsg.studentNotFound, result: null };

  it('imports the valid lines of a CSV and reports each bad one', async () => {
    const { students, bad } = readStudentCsv(CSV);
    expect(students.map((student) => student.studentNum)).toEqual(['2000001', '2000002']);
    expect(students[1]).toEqual({
      studentNum: '2000002',
      category: 'International',
      personalDetails: {
        familyName: "O'Brien, Jr",
        firstGivenName: 'Sam',
        title: 1,
        hasVisa: true,
        disabilityType: [1, 2],
        birthDate: '2000-01-02',
      },
    });
    expect(bad.map((entry) => entry.line)).toEqual([4, 5, 6, 7, 8]);
    expect(bad[0]?.reason).toMatch(/category/);
    expect(bad[1]?.reason).toMatch(/studentNum/);
    expect(bad[2]?.reason).toMatch(/title/);
    expect(bad[3]?.reason).toMatch(/expected 8 values/);
    expect(bad[4]?.reason).toMatch(/repeats line 2/);
  });

  it('refuses a header without the key columns or with unknown ones', () => {
    expect(() => readStudentCsv('familyName\nSmith')).toThrow(/studentNum, category/);
    expect(() => readStudentCsv('studentNum,category,shoeSize\n1,Domestic,9')).toThrow(/shoeSize/);
    expect(() => readStudentCsv('')).toThrow(/empty/);
  });

  it('answers staff the details and category of an imported student, or 406 when unknown', async () => {
    const staff = await createUser(server, { role: 'staff' });
    await upsertPreviousStudents(server.app.db, readStudentCsv(CSV).students, server.app.now());
    expect((await obtain(staff.token, '2000002')).body).toEqual({
      code: Code.Success,
      msg: Msg.success,
      result: {
        applicationCategory: 'International',
        personalDetails: readStudentCsv(CSV).students[1]?.personalDetails,
      },
    });
    expect((await obtain(staff.token, '9999999')).body).toEqual(notFound);
    expect((await obtain(staff.token, 'abc')).body).toEqual(notFound);
    expect((await obtain(staff.token, '')).body).toEqual(notFound);
  });

  it('replaces a student imported again', async () => {
    const staff = await createUser(server, { role: 'staff' });
    const [first] = readStudentCsv(CSV).students;
    if (!first) throw new Error('no student');
    await upsertPreviousStudents(server.app.db, [first], server.app.now());
    await upsertPreviousStudents(
      server.app.db,
      [{ ...first, personalDetails: { ...first.personalDetails, familyName: 'Changed' } }],
      server.app.now(),
    );
    expect((await obtain(staff.token, first.studentNum)).body.result.personalDetails?.familyName).toBe(
      'Changed',
    );
  });

  it('finds the demo seed previous students', async () => {
    const staff = await createUser(server, { role: 'staff' });
    await seedDemo(server.app.db, server.app.files, 'x', server.app.now());
    for (const [category, studentNum] of Object.entries(DEMO_STUDENT_NUMBERS)) {
      const answer = await obtain(staff.token, studentNum);
      expect(answer.body.result.applicationCategory).toBe(category);
      expect(answer.body.result.personalDetails?.familyName).toBeTruthy();
    }
  });

  it('is for staff only: applicants and agents get 406, no session 403', async () => {
    for (const role of ['applicant', 'agent'] as const) {
      const { token } = await createUser(server, { role });
      expect((await obtain(token, DEMO_STUDENT_NUMBERS.Domestic)).body).toEqual({
        code: Code.Refused,
        msg: Msg.notAllowed,
        result: null,
      });
    }
    expect((await obtain(undefined, DEMO_STUDENT_NUMBERS.Domestic)).body.code).toBe(Code.Forbidden);
  });
});
