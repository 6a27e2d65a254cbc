import {
  DOMESTIC_DEFAULT_CITIZEN_TYPE,
  INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
} from '../../src/domain/reference/codes.ts';
import {
  byName,
  citizenTypesFor,
  duplicateIds,
  findByCode,
  findById,
  internationalCountries,
  isStateBearing,
  nameOf,
  tcsiCitizenCodes,
} from '../../src/domain/reference/filters.ts';
import { citizenTypes } from '../../src/server/seed/reference/citizen-types.ts';
import { countries } from '../../src/server/seed/reference/countries.ts';

describe('citizen types by category (TCSI codes)', () => {
  it.each([
    ['Domestic', ['1', '2', '3', '8'], DOMESTIC_DEFAULT_CITIZEN_TYPE],
    ['International', ['4', '5'], INTERNATIONAL_DEFAULT_CITIZEN_TYPE],
  ] as const)('%s is offered codes %j, its default among them', (category, codes, defaultId) => {
    expect(tcsiCitizenCodes(category)).toEqual(codes);
    const offered = citizenTypesFor(category, citizenTypes);
    expect(offered.map((c) => c.code).sort()).toEqual([...codes]);
    expect(offered.map((c) => c.id)).toContain(defaultId);
  });

  it('the two categories split the list between them', () => {
    const both = [
      ...citizenTypesFor('Domestic', citizenTypes),
      ...citizenTypesFor('International', citizenTypes),
    ];
    expect(both).toHaveLength(citizenTypes.length);
  });
});

describe('the international country list', () => {
  it('leaves Australia (752) out and keeps every other country', () => {
    const list = internationalCountries(countries);
    expect(list.some((c) => c.id === 752)).toBe(false);
    expect(list).toHaveLength(countries.length - 1);
  });
});

describe('small helpers', () => {
  it.each([
    [752, true],
    [10036, false],
    [10554, false],
    [null, false],
    [undefined, false],
  ])('isStateBearing(%s) is %s', (id, expected) => {
    expect(isStateBearing(id)).toBe(expected);
  });

  it('findById, nameOf, findByCode', () => {
    expect(findById(countries, 752)?.code).toBe('AU');
    expect(findById(countries, null)).toBeUndefined();
    expect(nameOf(countries, 10554)).toBe('New Zealand');
    expect(nameOf(countries, 1)).toBe('');
    expect(nameOf(countries, null)).toBe('');
    expect(findByCode(countries, 'NZ')?.id).toBe(10554);
  });

  it('duplicateIds reports each repeated id once', () => {
    const list = [
      { id: 1, name: 'a', code: 'a' },
      { id: 2, name: 'b', code: 'b' },
      { id: 1, name: 'c', code: 'c' },
      { id: 1, name: 'd', code: 'd' },
    ];
    expect(duplicateIds(list)).toEqual([1]);
  });

  it('byName sorts a copy by name', () => {
    const list = [
      { id: 1, name: 'Zambia', code: 'ZM' },
      { id: 2, name: 'Åland Islands', code: 'AX' },
      { id: 3, name: 'Albania', code: 'AL' },
    ];
    expect(byName(list).map((c) => c.code)).toEqual(['AX', 'AL', 'ZM']);
    expect(list[0]?.code).toBe('ZM');
  });
});
