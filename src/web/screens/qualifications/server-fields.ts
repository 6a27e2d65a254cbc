import { MAX_EMPLOYMENTS, QUALIFICATION_TYPE_IDS } from '@/domain/qualifications/constants.ts';
import {
  employmentItemFields,
  qualificationItemFields,
  qualificationsFields,
} from '@/domain/qualifications/fields.ts';

const paths = (list: string, count: number, fields: readonly string[]) =>
  Array.from({ length: count }, (_unused, index) =>
    fields.map((field) => `${list}.${index}.${field}`),
  ).flat();

/**
 * Every path a server refusal (406 `result.errors`) may name that the form shows inline: the form's
 * fields and each field of every possible entry (one per qualification type, at most MAX_EMPLOYMENTS
 * employments). Fixed, so the shell's effect that places them runs once per refusal.
 */
export const SERVER_FIELDS: readonly string[] = [
  ...Object.keys(qualificationsFields),
  ...paths('qualifications', QUALIFICATION_TYPE_IDS.length, Object.keys(qualificationItemFields)),
  ...paths('employments', MAX_EMPLOYMENTS, Object.keys(employmentItemFields)),
];
