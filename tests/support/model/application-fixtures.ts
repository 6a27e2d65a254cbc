import type { ApplicationFlowInput } from '../../../machines/application-flow.ts';
import type {
  PersonalDetailsInput,
  PersonalDetailsLoad,
  PersonalDetailsObtained,
} from '../../../machines/personal-details.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import type { StepKey } from '../../../src/domain/applications/steps.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import type { Mode } from '../../../src/domain/mode.ts';
import { PersonalMsg } from '../../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../../src/domain/personal/sample.ts';
import { REFERENCE_LIST_KEYS, type ReferenceLists } from '../../../src/domain/reference/types.ts';
import { CATEGORIES, type Category, ROLES } from '../../../src/domain/user.ts';

/** The id the server gives an application on its first save. */
export const SAVED_ID = 12;
/** A student number staff can pre-fill from. */
export const STUDENT_NUM = '20231234';

/** Every category × mode, opening a new application on the personal step. */
export const newApplicationInputs: Record<string, ApplicationFlowInput> = Object.fromEntries(
  CATEGORIES.flatMap((category) =>
    ROLES.map((mode) => [
      `${category} ${mode} new`,
      { category, mode, id: -1, step: 'personal' as StepKey } satisfies ApplicationFlowInput,
    ]),
  ),
);

export const flowInput = (
  category: Category,
  mode: Mode,
  step: StepKey = 'personal',
  id = -1,
  editOffer?: boolean,
): ApplicationFlowInput => ({ category, mode, id, step, ...(editOffer === undefined ? {} : { editOffer }) });

export const personalInput = (
  category: Category,
  mode: Mode,
  id = -1,
  editOffer?: boolean,
): PersonalDetailsInput => ({
  id,
  category,
  mode,
  ...(editOffer === undefined ? {} : { editOffer }),
});

/** Two items per list are enough for a machine: it only carries them to the view. */
export const referenceLists = Object.fromEntries(
  REFERENCE_LIST_KEYS.map((key) => [
    key,
    [
      { id: 1, name: `${key} one`, code: '1' },
      { id: 2, name: `${key} two`, code: '2' },
    ],
  ]),
) as unknown as ReferenceLists;

export const loads = {
  /** render/edit/-1: dictionaries only. */
  fresh: {
    lists: referenceLists,
    personalDetails: null,
    status: null,
    applicationCategory: null,
    id: -1,
  } satisfies PersonalDetailsLoad,
  /** render/edit/12 of a saved domestic application. */
  saved: {
    lists: referenceLists,
    personalDetails: { ...samplePersonalDetails('Domestic'), applicationId: SAVED_ID },
    status: 'Editing',
    applicationCategory: 'Domestic',
    id: SAVED_ID,
  } satisfies PersonalDetailsLoad,
};

/** What staff obtain for a student number: a student of each category, or an empty answer. */
export const obtained = {
  domestic: {
    personalDetails: {
      ...samplePersonalDetails('Domestic'),
      previousFamilyName: 'Tran',
      hasHealthCare: null,
    },
    applicationCategory: 'Domestic',
  } satisfies PersonalDetailsObtained,
  international: {
    personalDetails: samplePersonalDetails('International'),
    applicationCategory: 'International',
  } satisfies PersonalDetailsObtained,
  nobody: { personalDetails: null, applicationCategory: null } satisfies PersonalDetailsObtained,
};

export const personalErrors = {
  /** A 406 from the save: the summary message and a message per field. */
  refused: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { familyName: PersonalMsg.familyNameRequired, mail: PersonalMsg.emailInvalid },
  }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  noSuchStudent: new ApiError(Code.Refused, 'No student with this number.'),
  network: new TypeError('Failed to fetch'),
};
