import type { Mode } from '../mode.ts';
import type { OtherDetailsLists } from './constants.ts';

/**
 * What the older other-details step's rules see: the mode (the rules are the same for every mode and
 * category), the lists its load served, and "now" for dates that must not be in the future.
 */
export interface OtherDetailsContext {
  mode: Mode;
  lists: OtherDetailsLists;
  /** Injectable for tests. */
  now: () => Date;
}
