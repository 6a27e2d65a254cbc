import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import type { SummaryDetail } from '../../src/domain/applications/summary.ts';
import { Code } from '../../src/domain/envelope.ts';
import type { SubmitAnswer } from '../../src/domain/submission/types.ts';
import type { Category } from '../../src/domain/user.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { type StepBody, stepBodies } from '../support/complete-application.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { textOf } from '../support/pdf-text.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

/** The required kinds per category, as the seed lists them. */
const REQUIRED: Record<Category, string[]> = {
  Domestic: ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT'],
  International: ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST'],
};
const TFN = '123456782';
const DISABILITY_QUESTION =
  'Do you have a disability, impairment or long-term medical condition for which you need assistance?';
const DISABILITY_ADVICE = 'Would you like to receive advice on disability support services?';

/** What a reader of the answers must never meet: the questions' keys and bare reference ids. */
const KEYS = [
  'receiveAdviceOnDisabilityServices',
  'countryOfBirth',
  'applicationId',
  'agentShow',
  'citizenType',
];
const ID_VALUE = /^\d{1,5}$/;

describe.each(engines)('check your answers and the PDF copy (issue 23) on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  /** The sample answers saved through the steps' own calls, the course step with FEE-HELP and a TFN. */
  async function answered(
    who: FixtureUser,
    category: Category,
    change: (body: StepBody) => StepBody = (b) => b,
  ) {
    let saved = { id: -1, version: 0 };
    for (const step of (await stepBodies(server, category)).map(change)) {
      const answer = await server.call<typeof saved>(
        step.path,
        { ...step.body, applicationId: saved.id, version: saved.version },
        { token: who.token },
      );
      expect(answer.body.code, `${step.step}: ${answer.body.msg}`).toBe(Code.Success);
      saved = answer.body.result;
    }
    return saved.id;
  }
  const feeHelp = (step: StepBody): StepBody =>
    step.step === 'application'
      ? { ...step, body: { ...step.body, applyFeeHelp: true, taxFileNumber: TFN } }
      : step;
  const summaryOf = async (who: FixtureUser, id: number) => {
    const answer = await server.call<SummaryDetail>(`${ApiPath.summaryDetail}${id}`, undefined, {
      token: who.token,
      method: 'GET',
    });
    expect(answer.body.code).toBe(Code.Success);
    return answer.body.result;
  };
  const rowsOf = (summary: SummaryDetail, title: string) =>
    Object.fromEntries(
      (summary.sections.find((section) => section.title === title)?.rows ?? []).map((row) => [
        row.label,
        row.value,
      ]),
    );

  it('carries every section by step, with labels and readable values, only what was asked', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    const id = await answered(owner, 'Domestic', feeHelp);
    await upload(server, owner.token, id, {
      type: 'TRANSCRIPT',
      name: 'transcript.pdf',
      bytes: samplePdf('t'),
    });
    const summary = await summaryOf(owner, id);
    const titles = summary.sections.map((section) => section.title);
    // The spec's two sections first, then step by step, the documents last.
    expect(titles.slice(0, 2)).toEqual(['Personal Details', 'Application']);
    for (const title of [
      'Citizenship and Visa',
      'Contact Details',
      'Local Address',
      'Emergency Contact',
      'Disability',
    ])
      expect(titles).toContain(title);
    expect(titles).toContain('FEE-HELP');
    expect(titles).toContain('English Language');
    expect(titles.at(-1)).toBe('Documents');
    // The spec's fields stay (spec §3 Summary detail).
    expect(summary).toMatchObject({ familyName: 'Nguyen', firstGivenName: 'Linh', birthDate: '1999-05-14' });
    expect(rowsOf(summary, 'Personal Details')).toMatchObject({
      Title: 'Ms',
      'Date of Birth': '14 May 1999',
      'Country of Birth': 'Australia',
      Gender: 'Female',
    });
    expect(rowsOf(summary, 'Emergency Contact')).toMatchObject({
      Title: 'Mrs',
      Relationship: 'Mother',
      Country: 'Australia',
      'State or Territory': 'New South Wales',
    });
    // Answered No: its follow-up questions were not asked, whatever is stored for them.
    expect(rowsOf(summary, 'Disability')).toEqual({ [DISABILITY_QUESTION]: 'No' });
    expect(rowsOf(summary, 'FEE-HELP')).toEqual({
      'Do you want to apply for FEE-HELP?': 'Yes',
      'Tax File Number': '••••••782',
    });
    expect(rowsOf(summary, 'Documents')).toEqual({ 'Academic Transcript': 'transcript.pdf' });
    const values = summary.sections.flatMap((section) => section.rows);
    expect(
      values.filter((row) => ID_VALUE.test(row.value) && !/Postcode|Code|Number|Year/.test(row.label)),
    ).toEqual([]);
    expect(JSON.stringify(summary.sections)).not.toContain(TFN);
    for (const key of KEYS) expect(JSON.stringify(summary.sections)).not.toContain(key);
    // What a submission would refuse, each step's state from it: two documents still missing.
    expect(summary.missing.map((part) => part.step)).toEqual(['documents', 'documents']);
  });

  it('words the questions about the student for the agent, and an international test with its scores', async () => {
    const agent = await createUser(server, { role: 'agent', category: 'International' });
    const id = await answered(agent, 'International');
    const summary = await summaryOf(agent, id);
    expect(rowsOf(summary, 'Background')).toMatchObject({ "Is English the student's first language?": 'No' });
    expect(rowsOf(summary, 'Citizenship and Visa')).toMatchObject({ 'Country of Citizenship': 'India' });
    expect(Object.keys(rowsOf(summary, 'English Language'))).toContain('Overall Score');
    expect(summary.missing.map((part) => part.step)).toEqual(['documents', 'documents', 'documents']);
  });

  it('the PDF copy has the same labels and values, the name, reference and date, no ids, the TFN masked', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    const id = await answered(owner, 'Domestic', feeHelp);
    for (const type of REQUIRED.Domestic)
      await upload(server, owner.token, id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
    const submitted = await server.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, {
      token: owner.token,
    });
    expect(submitted.body.code).toBe(Code.Success);
    const { reference, submittedAt } = submitted.body.result;
    // The applicants' list shows the submitted application's reference (issue 23).
    const list = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
    expect(list.body.result.list.find((row) => row.id === id)?.reference).toBe(reference);
    const response = await fetch(`${server.url}/api${ApiPath.applicationPdf}${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = textOf(Buffer.from(await response.arrayBuffer())).join('\n');
    const day = new Date(submittedAt);
    const month = day.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
    expect(text).toContain('Linh Nguyen');
    expect(text).toContain(`Reference ${reference}`);
    expect(text).toContain(`Submitted ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`);
    for (const expected of [
      'Personal Details',
      'Date of Birth: ',
      '14 May 1999',
      'Country of Birth: ',
      'Australia',
      'Citizenship and Visa',
      'Emergency Contact',
      'Relationship: ',
      'Mother',
      'Do you have a disability',
      'Tax File Number: ',
      '••••••782',
      'Academic Transcript: ',
      'transcript.pdf',
    ])
      expect(text).toContain(expected);
    // Long labels wrap over lines: what must be absent is looked for in the text as one line.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).not.toContain(TFN);
    expect(flat).not.toContain(DISABILITY_ADVICE);
    expect(flat).toContain(DISABILITY_QUESTION);
    for (const key of [
      'Title: 3',
      'Country of birth: 752',
      'Course offering id',
      'Agent show',
      'Citizen type: 485',
    ])
      expect(text).not.toContain(key);
  });
});
