import { emptyForm, NEW_ID } from '../steps/fields.ts';
import type { Category } from '../user.ts';
import { applicationDetailsFields, rplItemFields } from './fields.ts';
import type { ApplicationDetailsField, ApplicationDetailsForm, RplItem } from './form.ts';

/** Every field empty (from the field table): '' for text, null for choices and answers, [] for lists. */
export function emptyApplicationDetails(category: Category): ApplicationDetailsForm {
  return emptyForm<ApplicationDetailsForm>(applicationDetailsFields, category);
}

/** A new RPL item, every field empty (what "add an RPL item" appends). */
export function emptyRplItem(): RplItem {
  return emptyForm<RplItem>(rplItemFields);
}

/** A new form: the on/off questions (second application, RPL, scholarship) start at no. */
export function defaultApplicationDetails(category: Category): ApplicationDetailsForm {
  return {
    ...emptyApplicationDetails(category),
    hasSecondApplication: false,
    needRpl: false,
    applyScholarships: false,
  };
}

type Loaded = Partial<Record<string, unknown>> | null | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A loaded RPL item: a new item overwritten by the fields present (null or missing keep the empty value). */
function rplItemFromLoad(loaded: unknown): RplItem {
  const item = emptyRplItem() as unknown as Record<string, unknown>;
  if (isRecord(loaded)) {
    for (const [field, value] of Object.entries(loaded)) {
      if (value !== null && value !== undefined && field in item) item[field] = value;
    }
  }
  return item as unknown as RplItem;
}

/**
 * The form for a loaded application (spec §7: applicationDetails, with applicationRpls beside it or
 * inside it): the defaults, overwritten by every saved value that is present (null and undefined keep
 * the default); lists that are not lists are read as empty; a second application, RPL items and the
 * category and id of the application are as loaded.
 */
export function formFromLoad(
  record: Loaded,
  category: Category,
  applicationId?: number,
  rpls?: unknown,
): ApplicationDetailsForm {
  const form = defaultApplicationDetails(category) as unknown as Record<ApplicationDetailsField, unknown>;
  for (const [field, value] of Object.entries(record ?? {})) {
    if (value === null || value === undefined || !(field in form)) continue;
    if (Array.isArray(form[field as ApplicationDetailsField]) && !Array.isArray(value)) continue;
    form[field as ApplicationDetailsField] = value;
  }
  const loaded = form as unknown as ApplicationDetailsForm;
  const items = Array.isArray(rpls) ? rpls : loaded.applicationRpls;
  const applicationRpls = items.map(rplItemFromLoad);
  const hasSecond = loaded.applicationType2 !== null || loaded.courseOffering2Id !== null;
  return {
    ...loaded,
    applicationRpls,
    needRpl: record?.needRpl == null ? applicationRpls.length > 0 : loaded.needRpl,
    hasSecondApplication: record?.hasSecondApplication == null ? hasSecond : loaded.hasSecondApplication,
    applicationCategory: category,
    applicationId:
      applicationId ?? (typeof loaded.applicationId === 'number' ? loaded.applicationId : NEW_ID),
  };
}
