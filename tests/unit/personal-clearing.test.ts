import { DEPENDENCIES, onAnswerChange } from '../../src/domain/personal/clearing.ts';
import type { PersonalDetailsForm, PersonalField } from '../../src/domain/personal/form.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';

/** A form with every dependent value filled in, to see what an answer clears. */
const filled: PersonalDetailsForm = {
  ...samplePersonalDetails('International'),
  agentShow: true,
  agentId: 9001,
  counselorName: 'Sam Lee',
  hasHealthCare: false,
  healthCareNo: 'H123',
  healthCareExpiryDate: '2027-12-31',
  studiedAtTopEducation: true,
  studentNum: '1234567',
  officialNameChanged: true,
  previousFamilyName: 'Tran',
  previousGivenName: 'Ann',
  englishIsFirstLanguage: false,
  firstLanguage: 5203,
  hasVisa: true,
  visaType: 1364,
  visaDetails: 'Diplomatic',
  visaNo: 'V1',
  visaSubclassNo: '995',
  visaExpiryDate: '2028-01-01',
  internationalAddressCountry: 752,
  internationalAddressState: 2,
  contactCountry: 752,
  contactState: 1,
  needAssistanceFromDisabilityServices: true,
  disabilityType: [11, 17],
  disabilityDescribe: 'Uses a hearing aid',
  receiveAdviceOnDisabilityServices: false,
};

type Row = [PersonalField, unknown, Partial<PersonalDetailsForm>];

/** Spec §4: changing the controlling answer clears the dependent values. */
const clears: Row[] = [
  ['agentShow', false, { agentId: null, counselorName: '' }],
  ['hasHealthCare', true, { healthCareNo: '', healthCareExpiryDate: '' }],
  ['studiedAtTopEducation', false, { studentNum: '' }],
  ['officialNameChanged', false, { previousFamilyName: '', previousGivenName: '' }],
  ['englishIsFirstLanguage', true, { firstLanguage: null }],
  ['hasVisa', false, { visaType: null, visaDetails: '', visaNo: '', visaSubclassNo: '', visaExpiryDate: '' }],
  ['visaType', 2500, { visaDetails: '' }],
  ['internationalAddressCountry', 10554, { internationalAddressState: null }],
  ['contactCountry', 10554, { contactState: null }],
  [
    'needAssistanceFromDisabilityServices',
    false,
    { disabilityType: [], disabilityDescribe: '', receiveAdviceOnDisabilityServices: true },
  ],
  [
    'needAssistanceFromDisabilityServices',
    true,
    { disabilityType: [], disabilityDescribe: '', receiveAdviceOnDisabilityServices: true },
  ],
];

describe('onAnswerChange: the answer hides its dependents, which are cleared', () => {
  it.each(clears)('%s → %j', (field, value, expected) => {
    const next = onAnswerChange(filled, field, value as never);
    expect(next[field]).toEqual(value);
    expect(next).toMatchObject(expected);
    const untouched = Object.keys(filled).filter((key) => key !== field && !(key in expected));
    for (const key of untouched) expect(next[key as PersonalField]).toEqual(filled[key as PersonalField]);
  });

  it('does not change the form it is given', () => {
    const copy = structuredClone(filled);
    onAnswerChange(filled, 'hasVisa', false);
    expect(filled).toEqual(copy);
  });
});

/** Answers that keep their dependents shown leave them as they are. */
const keeps: [PersonalField, unknown][] = [
  ['agentShow', true],
  ['hasHealthCare', false],
  ['studiedAtTopEducation', true],
  ['officialNameChanged', true],
  ['englishIsFirstLanguage', false],
  ['hasVisa', true],
  ['visaType', 1364],
  ['internationalAddressCountry', 752],
  ['contactCountry', 752],
  ['familyName', 'Tran'],
];

describe('onAnswerChange: answers that keep the dependents shown clear nothing', () => {
  it.each(keeps)('%s → %j', (field, value) => {
    expect(onAnswerChange(filled, field, value as never)).toEqual({ ...filled, [field]: value });
  });

  it('an unanswered (null) controlling question hides and clears its dependents too', () => {
    expect(onAnswerChange(filled, 'hasVisa', null)).toMatchObject({ visaType: null, visaSubclassNo: '' });
  });
});

describe('the dependency table', () => {
  it('names each controlling answer once and every dependent as a form field', () => {
    const controls = DEPENDENCIES.map((d) => d.control);
    expect(new Set(controls).size).toBe(controls.length);
    for (const { dependents } of DEPENDENCIES)
      for (const field of dependents) expect(field in filled).toBe(true);
  });
});
