/**
 * The declaration as an agent gives it (issue 23): the agent submits on the student's behalf and with
 * their authority, and each statement is about the student. One table of the declaration's
 * first-person phrases (both categories' texts) and their agent wording, as `wordingFor` is for the
 * steps' labels; `tests/unit/declaration-wording.test.ts` checks that every phrase is still in the
 * declarations and that no first-person word is left.
 */
export const AGENT_DECLARATION: ReadonlyArray<readonly [string, string]> = [
  [
    '<p>By submitting this application I declare that:</p>',
    "<p>I am the student's education agent. I submit this application on the student's behalf and with their authority, and I declare that:</p>",
  ],
  [
    'the information I have given is true, correct and complete, and I have not left out anything that would affect it;',
    'the information given is true, correct and complete, and nothing has been left out that would affect it;',
  ],
  ['the documents I have uploaded', 'the documents uploaded'],
  [
    'including my passport and English test results',
    "including the student's passport and English test results",
  ],
  ['and I will show the originals when asked;', 'and the originals will be shown when asked;'],
  [
    'I understand that the provider may verify my details',
    "the student understands that the provider may verify the student's details",
  ],
  [
    "I have read the provider's refund policy and the conditions of a student visa, and I understand that",
    "the student has read the provider's refund policy and the conditions of a student visa, and understands that",
  ],
  [
    'I will tell the provider at once if any of this information changes before I enrol;',
    'the provider will be told at once if any of this information changes before the student enrols;',
  ],
  [
    'I consent to my personal information being collected',
    'the student consents to their personal information being collected',
  ],
];

export function agentDeclaration(html: string): string {
  return AGENT_DECLARATION.reduce((text, [own, agent]) => text.replaceAll(own, agent), html);
}
