import { Msg } from '../messages.ts';

/** The messages every step shares: the summary, and what the field kit refuses before any step rule. */
export const StepMsg = {
  /** Spec §8, word for word. */
  summary: Msg.correctEditInformation,
  required: 'This is required.',
  invalid: 'This value is not valid.',
  controlCharacters: 'Please remove the control characters (such as a tab or a NUL byte) from this field.',
  unstorable: 'This text contains a character that cannot be stored. Please retype it.',
  choiceNotInList: 'This choice is not in the list. Please choose again.',
  numberTooLarge: 'This number is too large.',
  dateFormat: 'Please enter a date as yyyy-MM-dd.',
  dateBefore1900: 'The date must not be before 1900.',
  yearFormat: 'Please enter a year as yyyy.',
  yearRange: 'The year must be between 1900 and this year.',
} as const;

/** '<Label> is required.': the spec's style for a required field it gives no wording for. */
export const requiredMessage = (label: string) => `${label} is required.`;

/** 'It must be no more than N characters.', the wording every step uses for a length limit. */
export const maxLengthMessage = (max: number) => `It must be no more than ${max} characters.`;

/** Refusals of a step's save that the spec does not word. */
export const StepSaveMsg = {
  notEditable: 'Only applications being edited can be changed.',
  conflict:
    'Someone else saved this application after you opened it. Reload it to see their changes; what you typed is still here.',
  categoryRequired: 'Please choose Domestic or International first.',
} as const;
