import { ApiPath } from '../../src/domain/api-paths.ts';
import type { DecisionAnswer, HistoryAnswer, HistoryEntry } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { SampleIds, samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { AUSTRALIA } from '../../src/domain/reference/codes.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

/** What a change reads as, label and both sides. */
const line = (change: HistoryEntry['changes'][number]) =>
  `${change.label}: ${change.before} → ${change.after}`;

/** Everything an entry shows staff: its changes and its detail, as text. */
const shown = (entry: HistoryEntry) =>
  [
    ...entry.changes.flatMap((change) => [change.label, change.before, change.after]),
    ...Object.values(entry.detail),
  ]
    .filter((text) => text !== null)
    .join(' | ');

describe.each(engines)('history in words (issue 25 item 4) on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it('names countries, languages, states and document kinds, says Yes/No, writes dates as people read them', async () => {
    const staff = await createUser(server, { role: 'staff' });
    const owner = await createUser(server, { category: 'International' });
    const { id } = await answeredApplication(server, owner.token, 'International');
    for (const type of ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST'])
      await upload(server, owner.token, id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
    const submitted = await server.call(`${ApiPath.submit}${id}`, undefined, { token: owner.token });
    expect(submitted.body.code).toBe(Code.Success);
    const history = async () =>
      (
        await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
          token: staff.token,
          method: 'GET',
        })
      ).body.result;

    const sample = samplePersonalDetails('International');
    const changed = {
      ...sample,
      contactCountry: AUSTRALIA,
      contactState: SampleIds.nsw,
      contactPostcode: '2150',
      englishIsFirstLanguage: true,
      firstLanguage: null,
      visaExpiryDate: '2029-01-04',
      applicationId: id,
      version: (await history()).version,
    };
    const saved = await server.call(ApiPath.savePersonalDetails, changed, { token: staff.token });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(Code.Success);
    const moved = await server.call<DecisionAnswer>(
      `${ApiPath.staffDecision}${id}`,
      { status: 'underReview', version: (await history()).version },
      { token: staff.token },
    );
    expect(moved.body.code, JSON.stringify(moved.body)).toBe(Code.Success);

    const entries = (await history()).entries;
    const [decision, save] = entries;
    const upload_ = entries.find(
      (entry) => entry.kind === 'upload' && entry.detail.fileName === 'passport.pdf',
    );
    expect(save?.changes.map(line)).toEqual(
      expect.arrayContaining([
        // Seeded names (src/server/seed/reference): India → Australia, New South Wales, Hindi.
        'Country: India → Australia',
        'Postcode: 400050 → 2150',
        'State or Territory: null → New South Wales',
        'Is English your first language?: No → Yes',
        'First Language: Hindi → null',
        'Visa Expiry Date: 31 March 2028 → 4 January 2029',
      ]),
    );
    // The documents step's caption for PASSPORT (document-types seed), not its key.
    expect(upload_?.detail).toMatchObject({ fileType: 'Passport', fileName: 'passport.pdf' });
    expect(decision?.detail).toMatchObject({ to: 'Under Review' });

    for (const entry of entries) {
      const text = shown(entry);
      for (const raw of [
        String(AUSTRALIA),
        '10356',
        '5203',
        'PASSPORT',
        'true',
        'false',
        '2029-01-04',
        'underReview',
      ])
        expect(text, `${entry.kind}: ${text}`).not.toContain(raw);
    }
  });
});
