import {
  CATALOGUE_LIST_KEYS,
  FUNDING_OPTION_OTHER,
  HOME_INSTITUTE_APPLICATION_TYPE,
} from '../../src/domain/course/catalogue.ts';
import { duplicateIds, findById } from '../../src/domain/reference/filters.ts';
import { catalogueLists } from '../../src/server/seed/catalogue/catalogue-lists.ts';
import { demoCatalogue } from '../../src/server/seed/catalogue/demo-catalogue.ts';
import { CATALOGUE_COLUMNS, readCatalogueCsv } from '../../src/server/services/catalogue-import.ts';
import type { OfferingInput } from '../../src/server/services/catalogue-store.ts';

/**
 * The demo catalogue (issue 8): several campuses, two intakes relative to the seeding day, at least
 * 30 offerings across undergraduate, postgraduate, non-award, law (with adjustment factors) and
 * cross-institutional (495) study, 4–8 subjects with unit codes each.
 */
const day = (iso: string) => new Date(`${iso}T10:00:00`); // local time, as the server's "today"
const weekday = (iso: string) => day(iso).getDay();
const MONDAY = 1;
const FRIDAY = 5;

describe('catalogue lists (reference_items)', () => {
  it.each(CATALOGUE_LIST_KEYS)('%s is non-empty, with unique ids and codes and a name each', (key) => {
    const list = catalogueLists[key];
    expect(list.length).toBeGreaterThan(1);
    expect(duplicateIds(list)).toEqual([]);
    expect(new Set(list.map((item) => item.code)).size).toBe(list.length);
    for (const item of list) expect(item.name.trim()).not.toBe('');
  });

  it('keeps the ids the spec fixes: course type 495 (cross-institutional, home institute) and funding 1339 (Other)', () => {
    expect(HOME_INSTITUTE_APPLICATION_TYPE).toBe(495);
    expect(FUNDING_OPTION_OTHER).toBe(1339);
    expect(findById(catalogueLists.courseTypes, 495)?.name).toMatch(/cross-institutional/i);
    expect(findById(catalogueLists.fundingStudyCosts, 1339)?.name).toBe('Other');
  });

  it('offers Other as the last funding option', () => {
    expect(catalogueLists.fundingStudyCosts.at(-1)?.id).toBe(1339);
  });
});

describe('demo catalogue', () => {
  const now = day('2026-11-23');
  const offerings = demoCatalogue(now);
  const ofType = (type: number) => offerings.filter((offering) => offering.courseType === type);

  it('has at least 30 offerings with unique codes', () => {
    expect(offerings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(offerings.map((offering) => offering.code)).size).toBe(offerings.length);
  });

  it('runs at several campuses, Online among them', () => {
    const names = new Set(offerings.map((offering) => offering.campus.name));
    expect(names.size).toBeGreaterThanOrEqual(3);
    expect(names).toContain('Online');
  });

  it('has the next two intakes after the seeding day: Semester 1 and Semester 2 of 2027, starting on Mondays', () => {
    const starts = [...new Set(offerings.map((offering) => offering.startDate))].sort();
    expect(starts).toEqual(['2027-03-01', '2027-07-26']);
    for (const start of starts) expect(weekday(start)).toBe(MONDAY);
  });

  it.each([
    ['2027-03-01', ['2027-03-01', '2027-07-26']], // on an intake's first day it is still offered
    ['2027-03-02', ['2027-07-26', '2028-02-28']],
    ['2027-07-27', ['2028-02-28', '2028-07-24']],
    ['2031-01-01', ['2031-02-24', '2031-07-21']],
  ])('moves with the seeding day: on %s the intakes start %o', (seeded, expected) => {
    const starts = [...new Set(demoCatalogue(day(seeded)).map((offering) => offering.startDate))].sort();
    expect(starts).toEqual(expected);
  });

  it('never offers an intake that has started', () => {
    for (const seeded of ['2026-01-01', '2026-06-30', '2026-12-31']) {
      for (const offering of demoCatalogue(day(seeded))) expect(offering.startDate >= seeded).toBe(true);
    }
  });

  it('has undergraduate, postgraduate, non-award and cross-institutional (495) offerings', () => {
    for (const type of [491, 492, 494, HOME_INSTITUTE_APPLICATION_TYPE])
      expect(ofType(type).length).toBeGreaterThan(0);
    const types = new Set(catalogueLists.courseTypes.map((type) => type.id));
    for (const offering of offerings) expect(types.has(offering.courseType)).toBe(true);
  });

  it('has law courses, the Juris Doctor among them, and law adjustment factors to go with them', () => {
    const law = offerings.filter((offering) => offering.lawCourse);
    expect(law.map((offering) => offering.name)).toContain('Juris Doctor');
    expect(law.every((offering) => offering.departmentName === 'Law School')).toBe(true);
    expect(catalogueLists.adjustmentFactors.length).toBeGreaterThanOrEqual(4);
  });

  it('gives each offering 4 to 8 subjects with unit codes, none twice', () => {
    for (const offering of offerings) {
      expect(offering.modules.length).toBeGreaterThanOrEqual(4);
      expect(offering.modules.length).toBeLessThanOrEqual(8);
      const codes = offering.modules.map((subject) => subject.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{3}\d{3}$/);
    }
  });

  it('names a subject the same wherever it appears', () => {
    const names = new Map<string, Set<string>>();
    for (const subject of offerings.flatMap((offering) => offering.modules))
      names.set(subject.code, (names.get(subject.code) ?? new Set()).add(subject.name));
    for (const [code, set] of names) expect([code, set.size]).toEqual([code, 1]);
  });

  it('ends each offering on a Friday after it starts; part-time takes longer than full-time', () => {
    for (const offering of offerings) {
      expect(offering.endDate > offering.startDate).toBe(true);
      expect(weekday(offering.endDate)).toBe(FRIDAY);
    }
    const jd = (code: string) => offerings.find((offering) => offering.code === code);
    const [partTime, fullTime] = [jd('JD-ONL-2027S1-PT')?.endDate, jd('JD-SYD-2027S1')?.endDate];
    expect(partTime && fullTime && partTime > fullTime).toBe(true);
  });

  it('has both attendance types', () => {
    expect(new Set(offerings.map((offering) => offering.typeOfAttendanceName))).toEqual(
      new Set(['Full-time', 'Part-time']),
    );
  });

  it('is what the import reads back when written as a catalogue CSV', () => {
    const cell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
    const row = (offering: OfferingInput): Record<(typeof CATALOGUE_COLUMNS)[number], string> => ({
      offeringCode: offering.code,
      courseCode: offering.courseCode,
      courseName: offering.name,
      courseType: String(offering.courseType),
      campusCode: offering.campus.code,
      campusName: offering.campus.name,
      department: offering.departmentName,
      startDate: offering.startDate,
      endDate: offering.endDate,
      attendance: offering.typeOfAttendanceName,
      lawCourse: offering.lawCourse ? 'yes' : 'no',
      modules: offering.modules.map((subject) => `${subject.code} ${subject.name}`).join(';'),
    });
    const lines = offerings.map((offering) => {
      const cells = row(offering);
      return CATALOGUE_COLUMNS.map((column) => cell(cells[column])).join(',');
    });
    expect(readCatalogueCsv([CATALOGUE_COLUMNS.join(','), ...lines].join('\n'))).toEqual({
      offerings,
      bad: [],
    });
  });
});
