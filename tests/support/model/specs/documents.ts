import type { AnyMachineSnapshot } from 'xstate';
import { documentsMachine } from '../../../../machines/documents.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';
import { isStaff, loadFailedMessage, onStepForm, savedIds, stepRules, stepView } from './step.ts';

/**
 * spec §2 Documents screen (title Upload Documents; each type's caption, ^ when required, its files;
 * required types first and the other document last; 'Next' while an offer is edited, otherwise
 * 'Continue'), §2 routes (/documents/{id}, /internationalDocuments/{id}; the summary at /summary/{id},
 * /InternationalSummary/{id}), §4 "Documents Next/Continue: applicants and agents go to the
 * international or domestic summary by the stored category; staff emit a next event", §4 "Upload
 * success: shows 'success' and reloads the document list", §8 a failed load says nothing of the
 * server's: the step says its documents could not be loaded and offers to try again.
 */
type Context = SpecContext<typeof documentsMachine>;

const HEADING = 'Upload Documents';

const input = (context: SpecContext) =>
  context.input as { category: Category; id: number; editOffer?: boolean };

/** §2: 'Next' in offer-editing mode, otherwise 'Continue'. */
const primary = (context: SpecContext) => (input(context).editOffer ? 'Next' : 'Continue');

const documentsRoute = (category: Category, id: number) =>
  category === 'International' ? `/internationalDocuments/${id}` : `/documents/${id}`;
const summaryRoute = (category: Category, id: number) =>
  category === 'International' ? `/InternationalSummary/${id}` : `/summary/${id}`;

/** The fixture's types as the screen lists them: the required ones first, Other Document last (§2, §3). */
const TYPES = ['Passport ^', 'Academic Transcript ^', 'English Test Result', 'Other Document'];

/** The files shown: the load's passport page, and both pages once an upload's reload answered. */
const files = (context: SpecContext) =>
  context.history.some((event) => event.type === 'FILES')
    ? ['passport.pdf', 'passport-back.pdf']
    : ['passport.pdf'];

/** An upload went through (FILES is its reload): 'success' stays beside its type. */
const message = (context: SpecContext) =>
  context.history.some((event) => event.type === 'FILES') ? 'success' : null;

/** Applicants and agents whose Continue answered are on the summary (see `url`): nothing here to see. */
const left = (context: SpecContext) => !isStaff(context) && savedIds(context).length > 0;

const onList = (context: Context): Observation => ({
  ...onStepForm(context, documentsRoute, summaryRoute, 'summary'),
  types: TYPES,
  files: files(context),
});

export const documentsSpec = defineSpec(documentsMachine, {
  initial: 'loading',
  rules: [
    ...stepRules,
    // A reload after an upload or a removal shows the list it answered; the screen stays.
    { from: 'ready.idle', on: 'FILES', to: 'ready.idle' },
    { from: 'ready.saved', on: 'FILES', to: 'ready.saved' },
  ],
  states: {
    loading: (context) => ({ heading: HEADING, busy: true, buttons: { [primary(context)]: 'absent' } }),
    loadFailed: (context) => ({
      heading: HEADING,
      busy: false,
      message: loadFailedMessage(context, 'documents'),
      buttons: { 'Try again': 'enabled', [primary(context)]: 'absent' },
    }),
    ready: onList,
    'ready.idle': (context) =>
      left(context)
        ? { busy: false }
        : {
            heading: HEADING,
            busy: false,
            message: message(context),
            buttons: { [primary(context)]: 'enabled', 'Add Document for Passport': 'enabled' },
          },
    'ready.saving': (context) =>
      left(context)
        ? { busy: true }
        : {
            heading: HEADING,
            busy: true,
            buttons: { [primary(context)]: 'disabled' },
          },
    'ready.saved': (context) =>
      !left(context)
        ? // Staff stay; the staff container moves on with `next` (see `nextEvents`).
          {
            heading: HEADING,
            busy: false,
            message: message(context),
            buttons: { [primary(context)]: 'enabled' },
          }
        : // Applicants and agents are on their way to the summary (see `url`).
          { busy: false },
  },
  view: (snapshot: AnyMachineSnapshot, emitted) => ({
    ...stepView(snapshot, emitted),
    ...(snapshot.matches('ready')
      ? {
          types: (snapshot.context.types as { caption: string; required: boolean }[]).map(
            (type) => `${type.caption}${type.required ? ' ^' : ''}`,
          ),
          files: (snapshot.context.types as { files: { file: { sourceName: string } }[] }[]).flatMap((type) =>
            type.files.map((file) => file.file.sourceName),
          ),
        }
      : {}),
  }),
});
