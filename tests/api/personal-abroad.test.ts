import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { PersonalMsg as M } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import type { Category } from '../../src/domain/user.ts';
import { createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue 23 item 1, ADR 018: an International applicant who does not live in Australia gives no Year
// of Arrival and no Local Address; everyone else keeps the spec's rules (§5). Pick-up is not asked of
// Domestic applicants.

/** No arrival year and no local address (the country stays as the screen sends it: fixed, 752). */
const NOTHING_IN_AUSTRALIA = {
  dateArrivalAustralia: '',
  localAddressState: null,
  localAddressSuburb: '',
  localAddressStreetLine1: '',
  localAddressStreetLine2: '',
  localAddressPostcode: '',
} as const;

const LOCAL_ADDRESS_REQUIRED = {
  localAddressState: M.stateRequired,
  localAddressSuburb: M.suburbRequired,
  localAddressStreetLine1: M.streetLine1Required,
  localAddressPostcode: M.postcodeRequired,
};

describe.each(engines)('applicants abroad on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const save = (token: string, category: Category, patch: Partial<PersonalDetailsForm>) =>
    server.call<{ id: number; version: number }>(
      ApiPath.savePersonalDetails,
      { ...samplePersonalDetails(category), ...patch, applicationId: -1 },
      { token },
    );
  const details = async (token: string, id: number) =>
    (await server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, { token })).body.result
      .personalDetails;

  it('an International applicant living abroad saves with no local address and no arrival year', async () => {
    const { token } = await createUser(server, { category: 'International' });
    const answer = await save(token, 'International', { resident: false, ...NOTHING_IN_AUSTRALIA });
    expect(answer.body.code).toBe(Code.Success);
    expect(await details(token, answer.body.result.id)).toMatchObject({
      resident: false,
      ...NOTHING_IN_AUSTRALIA,
      internationalAddressStreetLine1: '12 Hill Road',
    });
  });

  it('stores none of an Australian address sent by an applicant living abroad', async () => {
    const { token } = await createUser(server, { category: 'International' });
    const answer = await save(token, 'International', {
      resident: false,
      dateArrivalAustralia: '2024',
      localAddressSuburb: 'Parramatta',
      localAddressStreetLine1: '10 Church Street',
      localAddressPostcode: '2150',
    });
    expect(answer.body.code).toBe(Code.Success);
    const stored = await details(token, answer.body.result.id);
    expect(stored).toMatchObject(NOTHING_IN_AUSTRALIA);
    expect(JSON.stringify(stored)).not.toContain('Church Street');
  });

  it('an applicant living abroad must still give the International Address', async () => {
    const { token } = await createUser(server, { category: 'International' });
    const answer = await save(token, 'International', {
      resident: false,
      ...NOTHING_IN_AUSTRALIA,
      internationalAddressStreetLine1: '',
    });
    expect(answer.body).toMatchObject({
      code: Code.Refused,
      msg: Msg.correctEditInformation,
      result: { errors: { internationalAddressStreetLine1: M.streetLine1Required } },
    });
  });

  it.each([
    ['who lives in Australia', true],
    ['who has not said where they live', null],
  ] as const)('an International applicant %s still cannot leave them out', async (_name, resident) => {
    const { token } = await createUser(server, { category: 'International' });
    const answer = await save(token, 'International', { resident, ...NOTHING_IN_AUSTRALIA });
    expect(answer.body.code).toBe(Code.Refused);
    expect(answer.body.result).toEqual({
      errors: { dateArrivalAustralia: M.arrivalYearRequired, ...LOCAL_ADDRESS_REQUIRED },
    });
  });

  it('a Domestic applicant keeps the local address required whatever they answer', async () => {
    const { token } = await createUser(server, { category: 'Domestic' });
    const answer = await save(token, 'Domestic', { resident: false, ...NOTHING_IN_AUSTRALIA });
    expect(answer.body.code).toBe(Code.Refused);
    expect(answer.body.result).toEqual({ errors: LOCAL_ADDRESS_REQUIRED });
  });

  it('keeps an International pick-up answer and no Domestic one', async () => {
    const international = await createUser(server, { category: 'International' });
    const kept = await save(international.token, 'International', { pickupAllowed: true });
    expect((await details(international.token, kept.body.result.id))?.pickupAllowed).toBe(true);
    const domestic = await createUser(server, { category: 'Domestic' });
    const dropped = await save(domestic.token, 'Domestic', { pickupAllowed: true });
    expect(dropped.body.code).toBe(Code.Success);
    expect((await details(domestic.token, dropped.body.result.id))?.pickupAllowed).toBeNull();
  });
});
