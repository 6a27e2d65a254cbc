import { emptyForm, NEW_ID } from '../steps/fields.ts';
import { otherDetailsFields } from './fields.ts';
import type { OtherDetailsForm } from './form.ts';

/** Every field empty (from the field table): '' for text and dates, null for choices and answers. */
export function emptyOtherDetails(applicationId: number = NEW_ID): OtherDetailsForm {
  return { ...emptyForm<OtherDetailsForm>(otherDetailsFields), applicationId };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a loaded value of each kind of field must be: text and dates a string, a yes/no a boolean, a choice a number. */
const TYPE_OF_KIND: Record<string, string> = {
  text: 'string',
  multiline: 'string',
  date: 'string',
  answer: 'boolean',
  choice: 'number',
};

const fitsField = (field: string, value: unknown) => {
  const spec = (otherDetailsFields as Record<string, { kind: string }>)[field];
  return spec !== undefined && typeof value === TYPE_OF_KIND[spec.kind];
};

/**
 * The form for a loaded application (the load's `otherDetails`, null until the step is saved): the
 * empty form overwritten by every saved field it knows with a value of the field's kind (null,
 * missing and foreign values keep the empty one); the id is the application's.
 */
export function formFromLoad(record: unknown, applicationId: number = NEW_ID): OtherDetailsForm {
  const form = emptyOtherDetails(applicationId) as unknown as Record<string, unknown>;
  if (isRecord(record)) {
    for (const [field, value] of Object.entries(record)) {
      if (fitsField(field, value)) form[field] = value;
    }
  }
  return form as unknown as OtherDetailsForm;
}
