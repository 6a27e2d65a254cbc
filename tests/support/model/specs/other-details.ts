import { otherDetailsMachine } from '../../../../machines/other-details.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';
import {
  formStepRules,
  isStaff,
  lastSaveError,
  loadStates,
  onStepForm,
  primary,
  readOnlyState,
  savingButtons,
  staffSaved,
  stepView,
} from './step.ts';

/**
 * course-qualifications-other-steps.md: §2 the older Other Details screen at /other/{id} (one route
 * for both categories), its Save & Continue button (Next while an offer is edited, as every step),
 * and "after a save it goes to /documents/{id}" for applicants and agents, while staff stay and emit
 * next (to the documents step); §4 the id of the first save is kept; §5/§8 'Please correct the edit
 * information.' for a refused save, no message for other server failures.
 */
type Context = SpecContext<typeof otherDetailsMachine>;

const HEADING = 'Other Details';

/** §2: the step's route, and where its save leads (both categories alike). */
const otherRoute = (_category: unknown, id: number) => `/other/${id}`;
const documentsRoute = (_category: unknown, id: number) => `/documents/${id}`;

/** §5, §8: a refusal (406) says why; other failures say nothing in the step. */
function formMessage(context: Context): { message: string | null } {
  const error = lastSaveError(context) as { code?: number; message: string; result?: unknown } | undefined;
  if (error?.code !== Code.Refused) return { message: null };
  const errors = (error.result as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return { message: Object.keys(errors).length > 0 ? Msg.correctEditInformation : error.message };
}

const onForm = (context: Context): Observation =>
  onStepForm(context, otherRoute, documentsRoute, 'documents');

export const otherDetailsSpec = defineSpec(otherDetailsMachine, {
  initial: 'loading',
  rules: formStepRules,
  states: {
    ...loadStates(HEADING, 'other details'),
    ready: onForm,
    ...readOnlyState(HEADING),
    'ready.idle': (context) => ({
      heading: HEADING,
      busy: false,
      ...formMessage(context),
      buttons: { [primary(context)]: 'enabled' },
    }),
    'ready.saving': (context) => ({
      heading: HEADING,
      busy: true,
      message: null,
      buttons: savingButtons(context),
    }),
    'ready.saved': (context) =>
      isStaff(context)
        ? staffSaved(HEADING, context)
        : // Applicants and agents are on their way to /documents/{id} (see `url`).
          { busy: false, message: null },
  },
  view: (snapshot, emitted) => stepView(snapshot, emitted),
});
