/** Business constants and field lengths of the personal details step (spec §9). */
export const MIN_AGE = 18;
/** Dates before 1900 are not selectable. */
export { MIN_YEAR } from '../steps/dates.ts';
export const DATE_FORMAT = 'yyyy-MM-dd';
export const YEAR_FORMAT = 'yyyy';
/** The application id of a new, unsaved application (the kit's). */
export { NEW_ID as NEW_APPLICATION_ID } from '../steps/fields.ts';

export const MaxLength = {
  counselorName: 60,
  healthCareNo: 45,
  name: 40,
  studentNum: 10,
  /** A USI is exactly this long. */
  studentUsi: 10,
  passportNumber: 20,
  visaDetails: 45,
  visaSubclassNo: 20,
  /** Not in the spec; bounded like the subclass number. */
  visaNo: 20,
  mail: 45,
  countryCode: 5,
  mobileNumber: 20,
  areaCode: 5,
  phoneNumber: 10,
  suburb: 48,
  streetLine: 100,
  /** The local postcode is exactly this long. */
  localPostcode: 4,
  postcode: 10,
  relationship: 45,
  disabilityDescribe: 100,
} as const;
