import { readFileSync } from 'node:fs';
import { AGENT_DECLARATION, agentDeclaration } from '../../src/domain/submission/declaration-wording.ts';

const declarations = ['domestic', 'international'].map((category) =>
  readFileSync(new URL(`../../src/server/seed/declaration-${category}.html`, import.meta.url), 'utf8'),
);

/** Issue 23: the agent's declaration, one table over both categories' texts. */
describe('the declaration as an agent gives it', () => {
  it.each(AGENT_DECLARATION.map(([own]) => [own]))('still finds “%s” in a declaration', (own) => {
    expect(declarations.some((html) => html.includes(own))).toBe(true);
  });

  it.each([0, 1])('leaves no first-person statement but the agent’s own (declaration %i)', (index) => {
    const worded = agentDeclaration(declarations[index] ?? '');
    const [intro, ...rest] = worded.split('</p>');
    expect(intro).toContain("I submit this application on the student's behalf and with their authority");
    expect(rest.join('')).not.toMatch(/\b(I|my|me)\b/);
  });
});

/** Issue 23: every statement the agent declares is about the student, and none loses its content. */
describe('the agent’s declaration, statement by statement', () => {
  const statements = (html: string) =>
    [...agentDeclaration(html).matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);

  it('words each of the international declaration’s statements about the student', () => {
    expect(statements(declarations[1] ?? '')).toEqual([
      'the information given is true, correct and complete, and nothing has been left out that would affect it;',
      "the documents uploaded, including the student's passport and English test results, are true copies of the originals, and the originals will be shown when asked;",
      "the student understands that the provider may verify the student's details, results and documents with the issuing bodies, and may cancel an offer, a Confirmation of Enrolment or an enrolment made on information that is false or incomplete;",
      "the student has read the provider's refund policy and the conditions of a student visa, and understands that studying in Australia on a student visa requires full-time enrolment and satisfactory attendance and progress;",
      'the provider will be told at once if any of this information changes before the student enrols;',
      "the student consents to their personal information being collected, used and disclosed as the provider's privacy policy describes, including to the Department of Home Affairs and other government agencies as Australian law requires.",
    ]);
  });

  it('words the domestic declaration’s statements the same way', () => {
    expect(statements(declarations[0] ?? '')).toEqual([
      'the information given is true, correct and complete, and nothing has been left out that would affect it;',
      'the documents uploaded are true copies of the originals, and the originals will be shown when asked;',
      "the student understands that the provider may verify the student's details, results and documents with the issuing bodies, and may cancel an offer or enrolment made on information that is false or incomplete;",
      'the provider will be told at once if any of this information changes before the student enrols;',
      "the student consents to their personal information being collected, used and disclosed as the provider's privacy policy describes, including to government agencies as Australian law requires.",
    ]);
  });
});
