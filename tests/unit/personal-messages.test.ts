import { Msg } from '../../src/domain/messages.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { personalRules } from '../../src/domain/personal/validate.ts';

describe('personal details messages', () => {
  it.each([
    ['summary', 'Please correct the edit information.'],
    ['required', 'This is required.'],
    ['ageOver18', 'Age must be greater than 18 years old.'],
    ['usiLength', 'It must fill in 10 characters.'],
    ['passportRequired', 'Passport Number is required.'],
    ['max20', 'It must be no more than 20 characters.'],
    ['visaSubclassRequired', 'Visa Subclass Number is required.'],
    ['postcodeRequired', 'Postcode is required.'],
    ['postcode4Digits', 'It must fill in 4 digits, ranging from 0000 to 9999.'],
    ['postcodeMax10', 'Postcode must be no more than 10 digits.'],
    ['counselorNameTooLong', 'Responsible Counselor Name must be no more than 60 characters.'],
    ['healthCareNoTooLong', 'Health Care Number must be no more than 45 characters.'],
    ['titleRequired', 'Title is required.'],
  ] as const)('%s is the spec’s wording: %j', (key, text) => {
    expect(PersonalMsg[key]).toBe(text);
  });

  it('the summary is the shared one', () => {
    expect(PersonalMsg.summary).toBe(Msg.correctEditInformation);
  });

  it('the wording it writes follows one pattern', () => {
    for (const [key, text] of Object.entries(PersonalMsg)) {
      if (/Required$/.test(key)) expect(text).toMatch(/^[A-Z][\w ]+ is required\.$/);
      if (/^max\d+$/.test(key)) expect(text).toBe(`It must be no more than ${key.slice(3)} characters.`);
    }
  });

  it('every rule has a field of its own and uses only listed messages', () => {
    const fields = personalRules.map((rule) => rule.field);
    expect(new Set(fields).size).toBe(fields.length);
    const listed = new Set<string>(Object.values(PersonalMsg));
    for (const rule of personalRules)
      if (typeof rule.required === 'string') expect(listed.has(rule.required)).toBe(true);
  });
});
