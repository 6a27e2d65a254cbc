import { SampleIds } from '../../src/domain/personal/sample.ts';
import {
  AUSTRALIA,
  AUSTRALIAN_CITIZENSHIP,
  DEFAULT_ABORIGINAL_TYPE,
  DOMESTIC_DEFAULT_CITIZEN_TYPE,
  INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
  PASSPORT_EXEMPT_CITIZENSHIP,
  VISA_TYPE_OTHER,
} from '../../src/domain/reference/codes.ts';
import { duplicateIds, findByCode, findById } from '../../src/domain/reference/filters.ts';
import { REFERENCE_LIST_KEYS } from '../../src/domain/reference/types.ts';
import { referenceLists as lists } from '../../src/server/seed/reference/reference-lists.ts';

describe('reference lists: shape', () => {
  it.each(REFERENCE_LIST_KEYS)('%s is seeded, non-empty, with unique ids and a name and code each', (key) => {
    const list = lists[key];
    expect(list.length).toBeGreaterThan(0);
    expect(duplicateIds(list)).toEqual([]);
    for (const item of list) {
      expect(Number.isInteger(item.id)).toBe(true);
      expect(item.name.trim()).not.toBe('');
      expect(item.code.trim()).not.toBe('');
    }
  });

  it.each(REFERENCE_LIST_KEYS)('%s has unique codes', (key) => {
    const codes = lists[key].map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('reference lists: the ids the spec fixes', () => {
  it.each([
    ['countries', AUSTRALIA, 752, 'AU', 'Australia'],
    ['nationalities', PASSPORT_EXEMPT_CITIZENSHIP, 283, 'AU', 'Australia'],
    ['visaTypes', VISA_TYPE_OTHER, 1364, 'OTHER', 'Other'],
    [
      'aboriginalTypes',
      DEFAULT_ABORIGINAL_TYPE,
      873,
      '2',
      'Non indigenous – neither Aboriginal nor Torres Strait Islander origin',
    ],
    [
      'citizenTypes',
      DOMESTIC_DEFAULT_CITIZEN_TYPE,
      485,
      '1',
      'Australian citizen (including Australian citizens with dual citizenship)',
    ],
    [
      'citizenTypes',
      INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
      1840,
      '4',
      expect.stringMatching(/^Student\/Applicant has a temporary entry permit/),
    ],
  ] as const)('%s keeps id %i (= %i), code %s', (key, constant, id, code, name) => {
    expect(constant).toBe(id);
    expect(findById(lists[key], id)).toEqual({ id, code, name });
  });

  it('283 is the Australian citizenship the passport rule exempts', () => {
    expect(AUSTRALIAN_CITIZENSHIP).toBe(PASSPORT_EXEMPT_CITIZENSHIP);
  });
});

describe('countries and nationalities (ISO 3166-1)', () => {
  it('hold all 249 ISO 3166-1 countries, each with an alpha-2 code', () => {
    expect(lists.countries).toHaveLength(249);
    for (const { code } of lists.countries) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('give only Australia the id 752; every other id is 10000 + ISO numeric', () => {
    expect(lists.countries.filter((c) => c.id === 752).map((c) => c.code)).toEqual(['AU']);
    expect(findByCode(lists.countries, 'SE')?.id).toBe(10752);
    expect(findByCode(lists.countries, 'US')?.id).toBe(10840);
    expect(findByCode(lists.countries, 'IN')?.id).toBe(10356);
    for (const c of lists.countries) if (c.code !== 'AU') expect(c.id).toBeGreaterThan(10000);
  });

  it('nationalities mirror the countries, Australia as 283', () => {
    expect(lists.nationalities).toHaveLength(lists.countries.length);
    lists.nationalities.forEach((n, i) => {
      const country = lists.countries[i];
      expect(n.code).toBe(country?.code);
      expect(n.name).toBe(country?.name);
      expect(n.id).toBe(n.code === 'AU' ? 283 : country?.id);
    });
  });

  it('no id the spec names turns up by coincidence in the country lists', () => {
    const ids = new Set([...lists.countries, ...lists.nationalities].map((c) => c.id));
    for (const id of [VISA_TYPE_OTHER, DEFAULT_ABORIGINAL_TYPE, 485, 1840]) expect(ids.has(id)).toBe(false);
  });
});

describe('standard-coded lists', () => {
  it('languages: a real ASCL 2016 subset of at least 70, English 1201, id = code', () => {
    expect(lists.languages.length).toBeGreaterThanOrEqual(70);
    expect(findById(lists.languages, 1201)?.name).toBe('English');
    for (const { id, code } of lists.languages) {
      expect(code).toMatch(/^[1-9]\d{3}$/);
      expect(id).toBe(Number(code));
    }
    for (const name of [
      'Mandarin',
      'Arabic',
      'Vietnamese',
      'Cantonese',
      'Punjabi',
      'Hindi',
      'Auslan',
      'Kriol',
    ])
      expect(lists.languages.some((l) => l.name === name)).toBe(true);
  });

  it('religions: ASCRG 2016 codes covering the seven broad groups', () => {
    for (const { id, code } of lists.religions) {
      expect(code).toMatch(/^[1-7]\d{3}$/);
      expect(id).toBe(Number(code));
    }
    expect(new Set(lists.religions.map((r) => r.code[0]))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6', '7']),
    );
  });

  it('titles, genders (TCSI E315), states', () => {
    expect(lists.titles.map((t) => t.name)).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof']);
    expect(lists.genders.map((g) => g.code)).toEqual(['M', 'F', 'X']);
    expect(lists.states.map((s) => s.code).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('Aboriginal and Torres Strait Islander status: TCSI E316 codes 2, 3, 4, 5, 9', () => {
    expect(lists.aboriginalTypes.map((a) => a.code)).toEqual(['2', '3', '4', '5', '9']);
  });

  it('citizen types: TCSI E358 codes 1, 2, 3, 4, 5, 8', () => {
    expect(lists.citizenTypes.map((c) => c.code).sort()).toEqual(['1', '2', '3', '4', '5', '8']);
    expect(findByCode(lists.citizenTypes, '8')?.name).toMatch(/permanent humanitarian visa$/);
    expect(findByCode(lists.citizenTypes, '3')?.name).toMatch(/other than permanent humanitarian visa$/);
  });

  it('disability types: TCSI E615 codes 11 to 19 and 99', () => {
    expect(lists.disabilityTypes.map((d) => d.code)).toEqual([
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '99',
    ]);
  });

  it('visa types: subclass codes, id 2000 + subclass, Other last', () => {
    for (const v of lists.visaTypes.slice(0, -1)) {
      expect(v.code).toMatch(/^\d{3}$/);
      expect(v.id).toBe(2000 + Number(v.code));
    }
    expect(lists.visaTypes.at(-1)?.id).toBe(VISA_TYPE_OTHER);
  });

  it('the ids the personal samples use are seeded', () => {
    expect(findById(lists.titles, SampleIds.titleMs)?.name).toBe('Ms');
    expect(findById(lists.titles, SampleIds.titleMrs)?.name).toBe('Mrs');
    expect(findById(lists.genders, SampleIds.genderFemale)?.code).toBe('F');
    expect(findById(lists.languages, SampleIds.hindi)?.name).toBe('Hindi');
    expect(findById(lists.languages, SampleIds.english)?.name).toBe('English');
    expect(findById(lists.states, SampleIds.nsw)?.code).toBe('NSW');
    expect(findById(lists.countries, SampleIds.india)?.code).toBe('IN');
    expect(findById(lists.nationalities, SampleIds.india)?.code).toBe('IN');
    expect(findById(lists.visaTypes, SampleIds.studentVisa)?.code).toBe('500');
  });
});
