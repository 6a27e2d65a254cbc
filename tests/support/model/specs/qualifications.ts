import type { EventObject } from 'xstate';
import {
  type QualificationsInput,
  type QualificationsLoad,
  type QualificationsObtained,
  qualificationsMachine,
} from '../../../../machines/qualifications.ts';
import { Code } from '../../../../src/domain/envelope.ts';
import { Msg } from '../../../../src/domain/messages.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { describeEvent } from '../events.ts';
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
 * course-qualifications-other-steps.md: §2 the qualifications screen and its routes
 * (/qualifications/{id}, /internationalQualifications/{id}): a pre-fill block for staff only,
 * qualification type checkboxes with a section per chosen type, English Language Proficiency and
 * Employment; the button (Save & Continue; Next while an offer is edited); after a save applicants and
 * agents go on to documents (/documents/{id}, /internationalDocuments/{id}) while staff stay and emit
 * next. §4 "Staff pre-fill of qualifications": staff enter an enrolment code, the qualifications are
 * obtained for the application, and a rejected pre-fill is silently ignored (§8 too). §5 'Please
 * correct the edit information.'; §8 other server failures show no message in the step. Where the spec
 * is silent (docs/api.md, ADR 012): an enrolment code is 1–20 letters, digits and dashes; what was
 * found is confirmed first (Yes fills, No leaves the form); each found qualification replaces the one
 * of its type or adds its type, and nothing else of the form changes.
 */
type Context = SpecContext<typeof qualificationsMachine>;

const HEADING = 'Qualifications';
const input = ({ input }: Context) => input as QualificationsInput;

/** §2 routes of the step and of the documents step that follows it. */
const qualificationsRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/qualifications/${id}` : `/internationalQualifications/${id}`;
const documentsRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/documents/${id}` : `/internationalDocuments/${id}`;

/** §2, §6: the pre-fill block is staff's; not while an offer is edited (the step then only moves on). */
const canPrefill = (context: Context) => input(context).mode === 'staff' && !input(context).editOffer;

/** docs/api.md: an enrolment code is 1–20 letters, digits and dashes (spaces around it do not count). */
const validCode = (code: string) => /^[A-Za-z0-9-]{1,20}$/.test(code.trim());

type Prefill = EventObject & { values: ShownFormSource };

/** What the pre-fill box keeps of what is typed: letters, digits and dashes. */
const kept = (typed: string) => typed.replace(/[^A-Za-z0-9-]/g, '');

/** The code in the box before the `index`-th event of the history ('' until staff type one). */
function codeBefore(context: Context, index: number): string {
  if (!canPrefill(context)) return '';
  const typed = context.history.slice(0, index).findLast((event) => event.type === 'PREFILL_CODE') as
    | (EventObject & { code: string })
    | undefined;
  return kept(typed?.code ?? '');
}

/** Pre-Fill pressed (the `index`-th event) by staff who may pre-fill. */
const pressed = (context: Context, index: number) =>
  context.history[index]?.type === 'PREFILL' && canPrefill(context);

/** Pre-Fill pressed with a valid code in the box: the code is looked up. */
const looksUp = (context: Context, index = context.history.length - 1) =>
  pressed(context, index) && validCode(codeBefore(context, index));

/**
 * Said under the box when Pre-Fill is pressed without a valid code (where the spec is silent: ADR 012),
 * until it is pressed with one.
 */
const CODE_INVALID =
  'Please enter an enrolment code of letters, digits and dashes, for example ENR-2019-0001.';
function prefillError(context: Context): string | null {
  const last = context.history.findLastIndex((_, index) => pressed(context, index));
  return last >= 0 && !looksUp(context, last) ? CODE_INVALID : null;
}

const prefillFrom =
  (state: string) =>
  (context: Context): string =>
    looksUp(context) ? 'ready.obtaining' : state;

/** §9: the qualification types in the list's order (496 to 500, then 1849 to 1853). */
const TYPE_ORDER = [496, 497, 498, 499, 500, 1849, 1850, 1851, 1852, 1853];
const inListOrder = (types: Iterable<number>) =>
  [...new Set(types)].sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));

interface Entry {
  qualificationType: number | null;
  name: string;
}
interface ShownFormSource {
  qualificationTypes?: number[];
  qualifications?: Entry[];
  englishTestType?: number | null;
  employments?: { name: string }[];
}

/**
 * What the form shows, as a person reads it: the ticked type checkboxes (§2, in the list's order),
 * each chosen type's section by its qualification name, the English test chosen, and the employers.
 */
interface ShownForm {
  checked: number[];
  sections: Record<string, string>;
  englishTest: number | null;
  employers: string[];
}

const sectionsOf = (entries: readonly Entry[]) =>
  Object.fromEntries(entries.map((item) => [String(item.qualificationType), item.name]));

const typesOf = (entries: readonly Entry[]) =>
  inListOrder(entries.flatMap((item) => (item.qualificationType === null ? [] : [item.qualificationType])));

/** The values a SAVE or PREFILL carries: what was on the screen. */
const shownValues = (values: ShownFormSource): ShownForm => ({
  checked: values.qualificationTypes ?? [],
  sections: sectionsOf(values.qualifications ?? []),
  englishTest: values.englishTestType ?? null,
  employers: (values.employments ?? []).map((item) => item.name),
});

/**
 * §3, §7: the loaded step is the saved form with its entries and employments beside it; each entry's
 * type is ticked. A draft (issue 8) shows over it.
 */
function shownLoad(load: QualificationsLoad): ShownForm {
  const saved = (load.qualificationsForm ?? {}) as ShownFormSource;
  const entries = load.qualifications as Entry[];
  const form: ShownForm = {
    checked: typesOf(entries),
    sections: sectionsOf(entries),
    englishTest: saved.englishTestType ?? null,
    employers: (load.employments as { name: string }[]).map((item) => item.name),
  };
  const draft = (load.draft?.form ?? {}) as ShownFormSource;
  return {
    checked: draft.qualificationTypes ?? form.checked,
    sections: draft.qualifications ? sectionsOf(draft.qualifications) : form.sections,
    englishTest: draft.englishTestType !== undefined ? draft.englishTestType : form.englishTest,
    employers: draft.employments ? draft.employments.map((item) => item.name) : form.employers,
  };
}

/** The confirmed pre-fill: each found qualification takes its type's section (ticking it); the rest stays. */
function filled(form: ShownForm, found: readonly Entry[]): ShownForm {
  const typed = found.filter((item) => item.qualificationType !== null);
  return {
    ...form,
    checked: inListOrder([...form.checked, ...typesOf(typed)]),
    sections: { ...form.sections, ...sectionsOf(typed) },
  };
}

/** The last lookup's answer (the found qualifications the confirmation lists). */
function lastFound(context: Context): Entry[] {
  const done = context.history.findLast((event) => describeEvent(event).startsWith('done obtain')) as
    | (EventObject & { output: QualificationsObtained })
    | undefined;
  return (done?.output.qualifications ?? []) as Entry[];
}

/** The form as the history of the path leaves it. */
function shownForm(context: Context): ShownForm {
  let form: ShownForm = { checked: [], sections: {}, englishTest: null, employers: [] };
  let found: Entry[] = [];
  for (const [index, event] of context.history.entries()) {
    const label = describeEvent(event);
    if (label.startsWith('done load'))
      form = shownLoad((event as EventObject & { output: QualificationsLoad }).output);
    else if (event.type === 'SAVE') form = shownValues((event as Prefill).values);
    // Pre-Fill keeps what was typed in the form (while it asks, or beside its message); others have none.
    else if (pressed(context, index)) form = shownValues((event as Prefill).values);
    else if (label.startsWith('done obtain'))
      found = (event as EventObject & { output: QualificationsObtained }).output.qualifications as Entry[];
    else if (event.type === 'CONFIRM') form = filled(form, found);
  }
  return form;
}

/** §5: a refused save (406) shows the summary; §4, §8: nothing else, a refused pre-fill included. */
function formMessage(context: Context): { message: string | null } {
  return { message: lastSaveError(context)?.code === Code.Refused ? Msg.correctEditInformation : null };
}

/** Observed in every state once the step is loaded. */
const onForm = (context: Context): Observation => ({
  ...onStepForm(context, qualificationsRoute, documentsRoute, 'documents'),
  ...shownForm(context),
  ...(canPrefill(context) ? { prefillError: prefillError(context) } : {}),
  buttons: canPrefill(context) ? {} : { 'Pre-Fill': 'absent' as const },
});

/** Staff who can pre-fill may do so wherever the form is open. */
const prefillButton = (context: Context): Observation['buttons'] =>
  canPrefill(context) ? { 'Pre-Fill': 'enabled' } : {};

export const qualificationsSpec = defineSpec(qualificationsMachine, {
  initial: 'loading',
  rules: [
    ...formStepRules,
    { from: 'ready.idle', on: 'PREFILL', to: prefillFrom('ready.idle') },
    { from: 'ready.saved', on: 'PREFILL', to: prefillFrom('ready.saved') },
    // Typing in the box changes nothing else, while a lookup runs too.
    { from: 'ready.idle', on: 'PREFILL_CODE', to: 'ready.idle' },
    { from: 'ready.saved', on: 'PREFILL_CODE', to: 'ready.saved' },
    { from: 'ready.obtaining', on: 'PREFILL_CODE', to: 'ready.obtaining' },
    // What was found is confirmed first; a lookup that found nothing has nothing to fill.
    {
      from: 'ready.obtaining',
      on: 'done obtain',
      to: ({ event }) =>
        (event as EventObject & { output: QualificationsObtained }).output.qualifications.length > 0
          ? 'ready.confirming'
          : 'ready.idle',
    },
    // §4, §8: a rejected pre-fill is silently ignored.
    { from: 'ready.obtaining', on: 'error obtain', to: 'ready.idle' },
    { from: 'ready.confirming', on: 'CONFIRM', to: 'ready.idle' },
    { from: 'ready.confirming', on: 'CANCEL', to: 'ready.idle' },
  ],
  states: {
    ...loadStates(HEADING, 'qualifications'),
    ready: onForm,
    ...readOnlyState(HEADING),
    'ready.idle': (context) => ({
      heading: HEADING,
      busy: false,
      ...formMessage(context),
      buttons: { [primary(context)]: 'enabled', ...prefillButton(context) },
    }),
    'ready.saving': (context) => ({
      heading: HEADING,
      busy: true,
      message: null,
      buttons: savingButtons(context),
    }),
    'ready.saved': (context) =>
      isStaff(context)
        ? {
            ...staffSaved(HEADING, context),
            buttons: { [primary(context)]: 'enabled', ...prefillButton(context) },
          }
        : // Applicants and agents are on their way to the documents step (see `url`).
          { busy: false, message: null },
    // The lookup on its way: the button says so and cannot be pressed again.
    'ready.obtaining': { heading: HEADING, busy: true, buttons: { 'Looking up…': 'disabled' } },
    // The confirmation lists what was found; the form behind it is not changed yet.
    'ready.confirming': (context) => ({
      busy: false,
      found: sectionsOf(lastFound(context)),
      buttons: { Yes: 'enabled', No: 'enabled' },
    }),
  },
  view: (snapshot, emitted) => {
    const { form, prefill } = snapshot.context;
    return {
      ...stepView(snapshot, emitted),
      ...(snapshot.matches('ready')
        ? {
            checked: form.qualificationTypes,
            sections: sectionsOf(form.qualifications),
            englishTest: form.englishTestType,
            employers: form.employments.map((item: { name: string }) => item.name),
            prefillError: snapshot.context.prefillError,
          }
        : {}),
      ...(snapshot.matches({ ready: 'confirming' })
        ? { found: sectionsOf((prefill?.qualifications as Entry[]) ?? []) }
        : {}),
    };
  },
});
