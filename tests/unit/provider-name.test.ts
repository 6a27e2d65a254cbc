import { describe, expect, it } from 'vitest';
import { personalFields } from '../../src/domain/personal/fields.ts';
import { parseProviderName, withProviderName } from '../../src/domain/provider.ts';
import { wordingFor } from '../../src/domain/steps/wording.ts';
import { loadConfig } from '../../src/server/config.ts';
import { signed } from '../../src/server/services/mail.ts';

// Issue 23 item 10, ADR 018: one provider name. The spec's forms say 'TOP Education' ('TOP
// Information', 'Have you studied at TOP Education before?'): that is the default, word for word.

describe('the provider name setting', () => {
  it('defaults to the spec’s TOP Education, also for a blank value', () => {
    expect(loadConfig({}).providerName).toBe('TOP Education');
    expect(loadConfig({ PROVIDER_NAME: '  ' }).providerName).toBe('TOP Education');
    expect(loadConfig({ PROVIDER_NAME: ' Northbridge College ' }).providerName).toBe('Northbridge College');
    expect(parseProviderName(null)).toBe('TOP Education');
  });

  it('sends mail from the provider unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ PROVIDER_NAME: 'Northbridge College' }).mailFrom).toBe(
      'Northbridge College Admissions <no-reply@localhost>',
    );
    expect(loadConfig({ MAIL_FROM: 'Office <office@example.edu>' }).mailFrom).toBe(
      'Office <office@example.edu>',
    );
  });

  it('refuses a name that would break a mail header or the page', () => {
    expect(() => loadConfig({ PROVIDER_NAME: 'A <b>' })).toThrow(/PROVIDER_NAME/);
    expect(() => loadConfig({ PROVIDER_NAME: 'x'.repeat(101) })).toThrow(/PROVIDER_NAME/);
  });
});

describe('texts with the provider’s name', () => {
  const studied = personalFields.studiedAtTopEducation.label;

  it('keeps the spec’s words under the default name', () => {
    expect(withProviderName('TOP Information', 'TOP Education')).toBe('TOP Information');
    expect(withProviderName(studied, 'TOP Education')).toBe('Have you studied at TOP Education before?');
  });

  it('names another provider in the group title and the questions, for applicants and about the student', () => {
    expect(withProviderName('TOP Information', 'Northbridge College')).toBe(
      'Northbridge College Information',
    );
    expect(withProviderName(studied, 'Northbridge College')).toBe(
      'Have you studied at Northbridge College before?',
    );
    expect(withProviderName(wordingFor('agent')(studied), 'Northbridge College')).toBe(
      'Has the student studied at Northbridge College before?',
    );
    expect(withProviderName('Personal Information', 'Northbridge College')).toBe('Personal Information');
  });

  it('signs a mail in text and HTML', () => {
    const mail = signed(
      { to: 'a@example.com', subject: 'S', text: 'Hello.\n', html: '<p>Hello.</p>' },
      'A & B',
    );
    expect(mail.text).toBe('Hello.\n\nA & B Admissions\n');
    expect(mail.html).toBe('<p>Hello.</p>\n<p>A &#38; B Admissions</p>');
  });
});
