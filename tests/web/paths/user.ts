import userEvent from '@testing-library/user-event';

/**
 * The person of every UI path replay (about 1,900 paths, most of `npm run paths`' time). One
 * instance set up once, not the direct API (`user.click`), which sets one up per call with a
 * timer turn between the parts of every action (`delay: 0`). No hover moves before a click: the
 * replays check what a click does, never what hovering shows, and the moves re-rendered Chakra's
 * hover state at each click. The pointer-events check stays: a person cannot click what has
 * `pointer-events: none`.
 */
export const user = userEvent.setup({ delay: null, skipHover: true });

/**
 * Replaces a field's text as a person does who pastes it (a saved password, an address): select
 * what is there, delete it, paste. Typing is the business of the screens' own tests; here it was
 * one render per character.
 */
export async function replaceText(field: Element, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}
