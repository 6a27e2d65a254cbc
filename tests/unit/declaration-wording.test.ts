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
