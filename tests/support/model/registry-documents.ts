/**
 * The documents step and its uploads under model-based test (issue 10; re-exported by registry.ts,
 * listed in `applicationRegistry`).
 */
import { documentsMachine } from '../../../machines/documents.ts';
import { uploadMachine } from '../../../machines/upload.ts';
import { personalInput, SAVED_ID } from './application-fixtures.ts';
import {
  chosenFiles,
  documentsErrors,
  documentsLoads,
  listAfterUpload,
  listOf,
  passportFile,
} from './documents-fixtures.ts';
import { type AnyModelEntry, defineModel } from './types.ts';

export const documents = defineModel(documentsMachine, {
  name: 'documents',
  inputs: {
    'Domestic applicant': personalInput('Domestic', 'applicant', SAVED_ID),
    'International agent': personalInput('International', 'agent', SAVED_ID),
    'Domestic staff': personalInput('Domestic', 'staff', SAVED_ID),
    'International staff offer': personalInput('International', 'staff', SAVED_ID, true),
  },
  outcomes: {
    load: [
      { label: 'saved', output: documentsLoads.saved },
      { label: 'network down', error: documentsErrors.network },
    ],
    // Continue calls nothing: the machine's own save answers the application as loaded. The kit's
    // failed save (the list stays, Continue can be pressed again) is replayed all the same.
    save: [
      { label: 'continue', output: { id: SAVED_ID, version: 0 } },
      { label: 'failed', error: documentsErrors.network },
    ],
  },
  events: () => [
    { type: 'SAVE', values: { applicationId: SAVED_ID } },
    { type: 'FILES', list: listOf(listAfterUpload) },
  ],
});

export const upload = defineModel(uploadMachine, {
  name: 'upload',
  inputs: { 'Passport of application 12': { id: SAVED_ID, fileType: 'PASSPORT' } },
  outcomes: {
    upload: [
      { label: 'ok', output: undefined },
      { label: 'too many', error: documentsErrors.tooMany },
      { label: 'offline', error: documentsErrors.offline },
    ],
    remove: [
      { label: 'ok', output: undefined },
      { label: 'not found', error: documentsErrors.fileNotFound },
    ],
    load: [
      { label: 'ok', output: listAfterUpload },
      { label: 'network down', error: documentsErrors.network },
    ],
  },
  events: () => [
    { type: 'UPLOAD', file: chosenFiles.ok },
    { type: 'UPLOAD', file: chosenFiles.wrongKind },
    { type: 'UPLOAD', file: chosenFiles.tooLarge },
    { type: 'UPLOAD_PROGRESS', percent: 40 },
    { type: 'REMOVE', fileId: passportFile.id },
  ],
});

export const documentsRegistry: AnyModelEntry[] = [documents, upload];
