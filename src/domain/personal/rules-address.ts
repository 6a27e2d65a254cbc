import { AUSTRALIA } from '../reference/codes.ts';
import { isStateBearing } from '../reference/filters.ts';
import { type Check, digits, matches, maxLength, not, only } from './checks.ts';
import { MaxLength as L } from './constants.ts';
import { PersonalMsg as M } from './messages.ts';
import { type FieldRule, unlessStaff } from './rule.ts';
import { Shown } from './visibility.ts';

const suburb = [only('lettersDigitsSpaces', M.lettersDigitsSpaces), maxLength(L.suburb, M.max48)];
const streetLine = [maxLength(L.streetLine, M.max100)];
const fourDigits = matches(/^\d{4}$/, M.postcode4Digits);
const upToTenDigits = digits(L.postcode, M.postcodeMax10);

/** Contact postcode: exactly 4 digits in Australia (752), otherwise up to 10 digits. */
const contactPostcode: Check = (value, form, ctx) =>
  isStateBearing(form.contactCountry)
    ? fourDigits(value, form, ctx)
    : upToTenDigits.map((check) => check(value, form, ctx)).find(Boolean);

const intl = Shown.internationalAddress;
const local = Shown.localAddress;

/** Spec §5 for the local and international addresses, the emergency contact and disability. */
export const addressRules: readonly FieldRule[] = [
  // local address (country fixed to Australia, so the state list is always shown); not asked of an
  // International applicant living abroad (ADR 018)
  { field: 'localAddressCountry', shown: local, required: M.countryRequired },
  { field: 'localAddressState', shown: local, required: M.stateRequired },
  { field: 'localAddressSuburb', shown: local, required: M.suburbRequired, checks: suburb },
  { field: 'localAddressStreetLine1', shown: local, required: M.streetLine1Required, checks: streetLine },
  { field: 'localAddressStreetLine2', shown: local, checks: streetLine },
  { field: 'localAddressPostcode', shown: local, required: M.postcodeRequired, checks: [fourDigits] },
  // international address (not for Domestic)
  {
    field: 'internationalAddressCountry',
    shown: intl,
    required: M.countryRequired,
    checks: [not(AUSTRALIA, M.internationalAddressInAustralia)],
  },
  { field: 'internationalAddressState', shown: Shown.internationalState, required: M.stateRequired },
  { field: 'internationalAddressSuburb', shown: intl, required: M.suburbRequired, checks: suburb },
  {
    field: 'internationalAddressStreetLine1',
    shown: intl,
    required: M.streetLine1Required,
    checks: streetLine,
  },
  { field: 'internationalAddressStreetLine2', shown: intl, checks: streetLine },
  { field: 'internationalAddressPostcode', shown: intl, required: M.postcodeRequired, checks: upToTenDigits },
  // emergency contact (required fields relaxed for staff)
  { field: 'contactTitle', required: unlessStaff(M.titleRequired) },
  {
    field: 'contactFamilyName',
    required: unlessStaff(M.familyNameRequired),
    checks: [maxLength(L.name, M.max40)],
  },
  {
    field: 'contactFirstGivenName',
    required: unlessStaff(M.firstGivenNameRequired),
    checks: [maxLength(L.name, M.max40)],
  },
  {
    field: 'contactRelationship',
    required: unlessStaff(M.relationshipRequired),
    checks: [maxLength(L.relationship, M.max45)],
  },
  {
    field: 'contactMobileNumberCountryCode',
    required: unlessStaff(M.mobileCodeRequired),
    checks: digits(L.countryCode, M.max5),
  },
  {
    field: 'contactMobileNumber',
    required: unlessStaff(M.mobileNumberRequired),
    checks: digits(L.mobileNumber, M.max20),
  },
  { field: 'contactHomeNumberCountryCode', checks: digits(L.countryCode, M.max5) },
  { field: 'contactHomeNumberAreaCode', checks: digits(L.areaCode, M.max5) },
  { field: 'contactHomeNumber', checks: digits(L.phoneNumber, M.max10) },
  { field: 'contactWorkNumberCountryCode', checks: digits(L.countryCode, M.max5) },
  { field: 'contactWorkNumberAreaCode', checks: digits(L.areaCode, M.max5) },
  { field: 'contactWorkNumber', checks: digits(L.phoneNumber, M.max10) },
  { field: 'contactCountry', required: unlessStaff(M.countryRequired) },
  { field: 'contactState', shown: Shown.contactState, required: unlessStaff(M.stateRequired) },
  { field: 'contactSuburb', required: unlessStaff(M.suburbRequired), checks: suburb },
  { field: 'contactAddress1', required: unlessStaff(M.streetLine1Required), checks: streetLine },
  { field: 'contactAddress2', checks: streetLine },
  { field: 'contactPostcode', required: unlessStaff(M.postcodeRequired), checks: [contactPostcode] },
  // special circumstances
  { field: 'disabilityType', shown: Shown.disabilityDetails, required: M.disabilityTypeRequired },
  {
    field: 'disabilityDescribe',
    shown: Shown.disabilityDetails,
    checks: [maxLength(L.disabilityDescribe, M.max100)],
  },
];
