import { assign, fromPromise } from 'xstate';
import { OTHER_DOCUMENT } from '../src/domain/documents/constants.ts';
import type { ApplicationFile, DocumentsLoadAnswer } from '../src/domain/documents/types.ts';
import {
  createStepMachine,
  type StepBaseContext,
  type StepEmitted,
  type StepInput,
  type StepLoad,
  type StepSaved,
  type StepSaveInput,
} from './step.ts';

export { BUSY, SAVED } from './step.ts';

/**
 * What the documents load (POST …/files/{id}?step=Documents, spec §3 "Document load response", §7)
 * gives the machine: the required type keys, every type key → caption, the application's files, and
 * what every step's load answers.
 */
export type DocumentsLoad = StepLoad &
  Pick<DocumentsLoadAnswer, 'uploadTypes' | 'allUploadTypes' | 'applicationFiles'>;

/** The list part of a load: what an upload's or removal's reload hands the step (FILES). */
export type DocumentsList = Pick<DocumentsLoad, 'uploadTypes' | 'allUploadTypes' | 'applicationFiles'>;

export type DocumentsInput = StepInput;

/** The step has nothing to type: Continue sends the application id only. */
export interface DocumentsForm {
  applicationId: number;
}

/** One kind of document as the screen lists it (spec §2): caption, required mark, its files. */
export interface DocumentType {
  key: string;
  caption: string;
  required: boolean;
  files: ApplicationFile[];
}

interface DocumentsOwnContext {
  /** Required types first, then the others in the load's order, OTHER_DOCUMENT last. */
  types: DocumentType[];
}

export interface DocumentsContext extends StepBaseContext<DocumentsForm>, DocumentsOwnContext {}

/** A reload after an upload or a removal answered: the step shows the list it gives. */
export type DocumentsEvent = { type: 'FILES'; list: DocumentsList };

export type DocumentsEmitted = StepEmitted;

/**
 * The types of a load in the screen's order (spec §2 "Required types are listed first and the 'other
 * document' type last"; §3 "OTHER_DOCUMENT is never required"). A file of a type the load does not
 * caption is still listed, under its key, so no uploaded file is hidden.
 */
export function documentTypes(list: DocumentsList): DocumentType[] {
  const captions: Record<string, string> = { ...list.allUploadTypes };
  for (const file of list.applicationFiles) captions[file.fileType] ??= file.fileType;
  const required = new Set(list.uploadTypes.filter((key) => key !== OTHER_DOCUMENT && key in captions));
  const keys = Object.keys(captions);
  const ordered = [
    ...list.uploadTypes.filter((key, i, all) => required.has(key) && all.indexOf(key) === i),
    ...keys.filter((key) => !required.has(key) && key !== OTHER_DOCUMENT),
    ...keys.filter((key) => key === OTHER_DOCUMENT),
  ];
  return ordered.map((key) => ({
    key,
    caption: captions[key] ?? key,
    required: required.has(key),
    files: list.applicationFiles.filter((file) => file.fileType === key),
  }));
}

/**
 * Continue saves nothing (spec §7 names no call for it): it resolves with the application as loaded,
 * so the step says `saved { id }` as every step does and the flow moves on (spec §4).
 */
const continueStep = fromPromise<StepSaved, StepSaveInput<DocumentsForm>>(async ({ input }) => ({
  id: input.applicationId,
  version: input.version,
}));

/**
 * The Documents step (spec §2 Documents screen, §4 "Documents Next/Continue", §7), built with the step
 * factory (step.ts): loading → ready | loadFailed (retry); SAVE (Continue or Next) → saving → saved,
 * emitting `saved` with the application id: applicants and agents go on to the summary, staff get
 * `next`. FILES (the list an upload's or a removal's reload answered, machines/upload.ts) replaces
 * the types and files shown.
 */
export const documentsMachine = createStepMachine({
  id: 'documents',
  types: {} as {
    form: DocumentsForm;
    load: DocumentsLoad;
    context: DocumentsOwnContext;
    events: DocumentsEvent;
  },
  context: () => ({ types: [] }),
  emptyForm: (input) => ({ applicationId: input.id }),
  loaded: (load, context) => ({ types: documentTypes(load), form: { applicationId: context.id } }),
  actors: { save: continueStep },
  actions: {
    showList: assign({
      types: ({ event }) => documentTypes((event as DocumentsEvent).list),
    }),
  },
  formOpen: { FILES: { actions: 'showList' } },
});

/**
 * The required kinds still without a file, by caption (issue 23): said beside Continue, which still
 * moves on (spec §4); the submission refuses until they are there.
 */
export const stillNeeded = (types: readonly DocumentType[]): string[] =>
  types.filter((type) => type.required && type.files.length === 0).map((type) => type.caption);
