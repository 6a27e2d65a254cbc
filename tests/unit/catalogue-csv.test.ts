import { readFileSync } from 'node:fs';
import { CATALOGUE_COLUMNS, readCatalogueCsv } from '../../src/server/services/catalogue-import.ts';

/**
 * The catalogue CSV (docs/operations.md, "Course catalogue"): one offering per line, every column
 * required; a bad line is named with each reason and skipped, the valid ones are kept.
 */
const HEADER = CATALOGUE_COLUMNS.join(',');
const GOOD = {
  offeringCode: 'JD-SYD-2030S1',
  courseCode: 'JD',
  courseName: 'Juris Doctor',
  courseType: '492',
  campusCode: 'SYD',
  campusName: 'Sydney City Campus',
  department: 'Law School',
  startDate: '2030-03-04',
  endDate: '2032-11-26',
  attendance: 'Full-time',
  lawCourse: 'yes',
  modules: 'LAW501 Foundations of Law;LAW502 Contracts',
};
type Cells = typeof GOOD;

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (cells: Partial<Cells> = {}) =>
  CATALOGUE_COLUMNS.map((column) => quote({ ...GOOD, ...cells }[column])).join(',');
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('catalogue CSV: a valid line', () => {
  it('becomes an offering with its campus and subjects, in study order', () => {
    expect(readCatalogueCsv(csv(line()))).toEqual({
      offerings: [
        {
          code: 'JD-SYD-2030S1',
          courseCode: 'JD',
          name: 'Juris Doctor',
          courseType: 492,
          campus: { code: 'SYD', name: 'Sydney City Campus' },
          departmentName: 'Law School',
          startDate: '2030-03-04',
          endDate: '2032-11-26',
          typeOfAttendanceName: 'Full-time',
          lawCourse: true,
          modules: [
            { code: 'LAW501', name: 'Foundations of Law' },
            { code: 'LAW502', name: 'Contracts' },
          ],
        },
      ],
      bad: [],
    });
  });

  it.each([
    ['lawCourse', { lawCourse: 'no' }, { lawCourse: false }],
    ['lawCourse', { lawCourse: 'TRUE' }, { lawCourse: true }],
    ['lawCourse', { lawCourse: '0' }, { lawCourse: false }],
    ['attendance in any case', { attendance: 'part-time' }, { typeOfAttendanceName: 'Part-time' }],
    ['cross-institutional type 495', { courseType: '495' }, { courseType: 495 }],
    ['a one-day offering', { endDate: '2030-03-04' }, { endDate: '2030-03-04' }],
    [
      'modules with spaces and a trailing ;',
      { modules: ' LAW501  Foundations of Law ; ' },
      { modules: [{ code: 'LAW501', name: 'Foundations of Law' }] },
    ],
    ['a quoted name with a comma', { courseName: 'Law, Juris Doctor' }, { name: 'Law, Juris Doctor' }],
    [
      'cells are trimmed',
      { campusCode: ' SYD ', department: ' Law School ' },
      { departmentName: 'Law School' },
    ],
  ] as const)('reads %s', (_what, cells, expected) => {
    const { offerings, bad } = readCatalogueCsv(csv(line(cells)));
    expect(bad).toEqual([]);
    expect(offerings[0]).toMatchObject(expected);
  });

  it('takes the columns in any order', () => {
    const columns = [...CATALOGUE_COLUMNS].reverse();
    const text = [columns.join(','), columns.map((column) => quote(GOOD[column])).join(',')].join('\n');
    expect(readCatalogueCsv(text).offerings[0]?.code).toBe('JD-SYD-2030S1');
  });
});

describe('catalogue CSV: each bad value is named with its reason', () => {
  it.each([
    [{ offeringCode: '' }, 'offeringCode: required'],
    [{ offeringCode: 'JD SYD' }, 'offeringCode: letters, digits and - only'],
    [{ offeringCode: 'X'.repeat(41) }, 'offeringCode: at most 40 characters'],
    [{ courseCode: '' }, 'courseCode: required'],
    [{ courseCode: 'J_D' }, 'courseCode: letters, digits and - only'],
    [{ courseCode: 'C'.repeat(21) }, 'courseCode: at most 20 characters'],
    [{ courseName: ' ' }, 'courseName: required'],
    [{ courseName: 'N'.repeat(201) }, 'courseName: at most 200 characters'],
    [{ courseType: '' }, 'courseType: must be a course type id: 491, 492, 493, 494 or 495'],
    [{ courseType: '496' }, 'courseType: must be a course type id: 491, 492, 493, 494 or 495'],
    [{ courseType: 'Postgraduate' }, 'courseType: must be a course type id: 491, 492, 493, 494 or 495'],
    [{ campusCode: '' }, 'campusCode: required'],
    [{ campusCode: 'SYDNEYCITY1' }, 'campusCode: at most 10 characters'],
    [{ campusName: '' }, 'campusName: required'],
    [{ department: '' }, 'department: required'],
    [{ department: 'D'.repeat(101) }, 'department: at most 100 characters'],
    [{ startDate: '' }, 'startDate: must be a date yyyy-MM-dd'],
    [{ startDate: '04/03/2030' }, 'startDate: must be a date yyyy-MM-dd'],
    [{ startDate: '2030-02-30' }, 'startDate: must be a date yyyy-MM-dd'],
    [{ endDate: '2032-13-01' }, 'endDate: must be a date yyyy-MM-dd'],
    [{ endDate: '2030-03-03' }, 'endDate: must not be before startDate'],
    [{ attendance: '' }, 'attendance: must be Full-time or Part-time'],
    [{ attendance: 'Online' }, 'attendance: must be Full-time or Part-time'],
    [{ lawCourse: '' }, 'lawCourse: must be yes or no'],
    [{ lawCourse: 'maybe' }, 'lawCourse: must be yes or no'],
    [{ modules: '' }, 'modules: must list at least one subject'],
    [{ modules: ' ; ' }, 'modules: must list at least one subject'],
    [
      { modules: 'LAW501' },
      'modules: "LAW501" must be a subject code and name, e.g. LAW501 Foundations of Law',
    ],
    [
      { modules: 'Foundations of Law' },
      'modules: "Foundations of Law" must be a subject code and name, e.g. LAW501 Foundations of Law',
    ],
    [
      { modules: '5001 Foundations of Law' },
      'modules: "5001 Foundations of Law" must be a subject code and name, e.g. LAW501 Foundations of Law',
    ],
    [{ modules: `LAW501 ${'n'.repeat(101)}` }, 'modules: LAW501: name at most 100 characters'],
    [{ modules: 'LAW501 Foundations of Law;LAW501 Again' }, 'modules: LAW501 is listed twice'],
  ] as [Partial<Cells>, string][])('%o → %s', (cells, reason) => {
    const { offerings, bad } = readCatalogueCsv(
      csv(line(), line({ offeringCode: 'JD-SYD-2030S2', ...cells })),
    );
    expect(offerings.map((offering) => offering.code)).toEqual(['JD-SYD-2030S1']);
    expect(bad).toEqual([{ line: 3, reason }]);
  });

  it('lists every reason of a line, and no order check when a date is bad', () => {
    const { bad } = readCatalogueCsv(
      csv(line({ courseType: '1', attendance: 'x', startDate: 'soon', endDate: '2000-01-01' })),
    );
    expect(bad).toEqual([
      {
        line: 2,
        reason: [
          'courseType: must be a course type id: 491, 492, 493, 494 or 495',
          'startDate: must be a date yyyy-MM-dd',
          'attendance: must be Full-time or Part-time',
        ].join('; '),
      },
    ]);
  });

  it('refuses a line with too few or too many values', () => {
    const { bad } = readCatalogueCsv(csv('JD-SYD-2030S1,JD', `${line()},extra`));
    expect(bad).toEqual([
      { line: 2, reason: 'expected 12 values, found 2' },
      { line: 3, reason: 'expected 12 values, found 13' },
    ]);
  });

  it('refuses an offering code repeated, and a campus or subject named differently than on an earlier line', () => {
    const { offerings, bad } = readCatalogueCsv(
      csv(
        line(),
        line(),
        line({ offeringCode: 'B', campusName: 'Sydney' }),
        line({ offeringCode: 'C', modules: 'LAW502 Law of Contract' }),
        line({ offeringCode: 'D', modules: 'LAW502 Contracts;LAW509 Evidence' }),
      ),
    );
    expect(offerings.map((offering) => offering.code)).toEqual(['JD-SYD-2030S1', 'D']);
    expect(bad).toEqual([
      { line: 3, reason: 'offeringCode JD-SYD-2030S1 repeats line 2' },
      { line: 4, reason: 'campusCode SYD is named "Sydney City Campus" on line 2' },
      { line: 5, reason: 'subject LAW502 is named "Contracts" on line 2' },
    ]);
  });

  it('names lines by where they start in the file, quoted line breaks and blank lines included', () => {
    const text = csv('', line({ courseName: 'Juris\nDoctor' }), line({ offeringCode: 'B', courseType: '9' }));
    expect(readCatalogueCsv(text).bad).toEqual([
      { line: 5, reason: 'courseType: must be a course type id: 491, 492, 493, 494 or 495' },
    ]);
  });
});

describe('catalogue CSV: the header', () => {
  it.each([
    ['', 'The file is empty.'],
    [HEADER.replace(',modules', ''), 'The header lacks modules.'],
    ['offeringCode,courseCode', /^The header lacks courseName, courseType, .*, modules\.$/],
    [`${HEADER},fees`, 'Unknown columns in the header: fees.'],
    [`${HEADER},modules`, 'A column is named twice in the header.'],
  ] as const)('refuses %j: %s', (header, message) => {
    expect(() => readCatalogueCsv(header)).toThrow(message);
  });

  it('reads a header only as no offerings and no bad lines; a byte order mark is ignored', () => {
    expect(readCatalogueCsv(`\uFEFF${HEADER}\r\n`)).toEqual({ offerings: [], bad: [] });
  });
});

describe('catalogue CSV: the example in docs/operations.md', () => {
  it('is read without a bad line', () => {
    const docs = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('## The course catalogue'));
    const example = /```csv\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const { offerings, bad } = readCatalogueCsv(example);
    expect(bad).toEqual([]);
    expect(offerings.map((offering) => offering.courseType)).toEqual([492, 495]);
  });
});
