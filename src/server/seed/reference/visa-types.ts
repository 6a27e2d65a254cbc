import { VISA_TYPE_OTHER } from '../../../domain/reference/codes.ts';
import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Common Australian visa types (Department of Home Affairs subclasses). Code: the subclass number.
 * Id scheme: 2000 + the subclass number; "Other" keeps the spec's id 1364 (it shows Please specify).
 *
 * Rows: [subclass, name], by subclass.
 */
const SUBCLASSES: readonly (readonly [string, string])[] = [
  ['010', 'Bridging A visa'],
  ['020', 'Bridging B visa'],
  ['030', 'Bridging C visa'],
  ['050', 'Bridging E visa'],
  ['100', 'Partner (Migrant) visa'],
  ['103', 'Parent visa'],
  ['143', 'Contributory Parent visa'],
  ['155', 'Resident Return visa'],
  ['186', 'Employer Nomination Scheme visa'],
  ['189', 'Skilled Independent visa'],
  ['190', 'Skilled Nominated visa'],
  ['192', 'Pacific Engagement visa'],
  ['200', 'Refugee visa'],
  ['202', 'Global Special Humanitarian visa'],
  ['300', 'Prospective Marriage visa'],
  ['309', 'Partner (Provisional) visa'],
  ['407', 'Training visa'],
  ['408', 'Temporary Activity visa'],
  ['417', 'Working Holiday visa'],
  ['444', 'Special Category visa'],
  ['461', 'New Zealand Citizen Family Relationship (temporary) visa'],
  ['462', 'Work and Holiday visa'],
  ['482', 'Skills in Demand visa (formerly Temporary Skill Shortage)'],
  ['485', 'Temporary Graduate visa'],
  ['491', 'Skilled Work Regional (Provisional) visa'],
  ['494', 'Skilled Employer Sponsored Regional (Provisional) visa'],
  ['500', 'Student visa'],
  ['590', 'Student Guardian visa'],
  ['600', 'Visitor visa'],
  ['601', 'Electronic Travel Authority'],
  ['651', 'eVisitor'],
  ['785', 'Temporary Protection visa'],
  ['790', 'Safe Haven Enterprise visa'],
  ['801', 'Partner (permanent) visa'],
  ['820', 'Partner (temporary) visa'],
  ['858', 'National Innovation visa'],
  ['866', 'Protection visa'],
  ['870', 'Sponsored Parent (Temporary) visa'],
  ['887', 'Skilled Regional visa'],
];

export const visaTypes: readonly RefItem[] = [
  ...SUBCLASSES.map(([subclass, name]) => ({
    id: 2000 + Number(subclass),
    name: `${name} (subclass ${subclass})`,
    code: subclass,
  })),
  { id: VISA_TYPE_OTHER, name: 'Other', code: 'OTHER' },
];
