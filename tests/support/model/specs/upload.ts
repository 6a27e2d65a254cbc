import { uploadMachine } from '../../../../machines/upload.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

/**
 * spec §4 "Upload success: shows 'success' and reloads the document list after 1 second"; §5 the
 * accepted extensions (doc, pdf, jpeg, jpg, png, xls, xlsx, docx) and 20MB a file; §7 upload (code 204
 * shows 'success' and reloads the list after 1 second; otherwise the server message is shown) and
 * delete (removes the file, then reloads the list); §8 "upload failure: the server msg is shown",
 * "failure loading documents or deleting files: only logged, no user message". While a file of a type
 * is on its way, that type's buttons wait and a progress bar shows how much has been sent.
 */
type Context = SpecContext<typeof uploadMachine>;

const ADD = 'Add Document for Passport';
const REMOVE = 'Remove passport.pdf';
const SUCCESS = 'success';

/** §5: the kinds a person may upload, and 20MB each. */
const EXTENSIONS = ['doc', 'pdf', 'jpeg', 'jpg', 'png', 'xls', 'xlsx', 'docx'];
const MAX_BYTES = 20 * 1024 * 1024;

const chosen = (context: SpecContext) => (context.event as { file?: { name: string; size: number } }).file;

/** A file of a kind or size §5 does not allow is refused before it is sent; any other is sent. */
function sentOrRefused(context: SpecContext): string {
  const file = chosen(context);
  const extension = file?.name.split('.').pop()?.toLowerCase() ?? '';
  return file && EXTENSIONS.includes(extension) && file.size <= MAX_BYTES ? 'uploading' : 'failed';
}

const labels = (context: SpecContext) => context.history.map(describeEvent);

/** 'success' stays from an upload's 204 until the next upload or removal. */
function saysSuccess(context: SpecContext): boolean {
  const last = labels(context).findLast((label) => /^(UPLOAD |REMOVE|done upload|error upload)/.test(label));
  return last?.startsWith('done upload') ?? false;
}

/** The last UPLOAD_PROGRESS since the file was chosen (0 before any). */
function percentSent(context: SpecContext): number {
  const since = context.history.findLastIndex((event) => event.type === 'UPLOAD');
  const progress = context.history.slice(since).findLast((event) => event.type === 'UPLOAD_PROGRESS');
  return (progress as { percent?: number } | undefined)?.percent ?? 0;
}

/** What the failure says: the server's message, or §5's limit that refused the file before sending. */
function failure(context: SpecContext): string {
  const last = context.history.findLast((event) => /^(UPLOAD|xstate\.error\.actor)/.test(event.type));
  if (last?.type === 'UPLOAD') {
    const file = (last as unknown as { file: { name: string; size: number } }).file;
    return file.size > MAX_BYTES && /\.(pdf|docx?|jpe?g|png|xlsx?)$/i.test(file.name)
      ? 'The file is larger than 20 MB.'
      : 'This kind of file cannot be uploaded.';
  }
  return ((last as { error?: { message: string } } | undefined)?.error?.message ?? '') as string;
}

/** The passport's files: the load's page, and both pages once a reload answered (the fixture's list). */
const files = (context: SpecContext) =>
  labels(context).some((label) => label.startsWith('done load'))
    ? ['passport.pdf', 'passport-back.pdf']
    : ['passport.pdf'];

const waiting = (context: Context, message: string | null): Observation => ({
  busy: true,
  message,
  buttons: { [ADD]: 'disabled', [REMOVE]: 'disabled' },
  progress: null,
  files: files(context),
});

export const uploadSpec = defineSpec(uploadMachine, {
  initial: 'idle',
  rules: [
    { from: 'idle', on: 'UPLOAD', to: sentOrRefused },
    { from: 'success', on: 'UPLOAD', to: sentOrRefused },
    { from: 'failed', on: 'UPLOAD', to: sentOrRefused },
    { from: 'idle', on: 'REMOVE', to: 'removing' },
    { from: 'success', on: 'REMOVE', to: 'removing' },
    { from: 'failed', on: 'REMOVE', to: 'removing' },
    { from: 'failed', on: 'DISMISS', to: 'idle' },
    { from: 'uploading', on: 'UPLOAD_PROGRESS', to: 'uploading' },
    { from: 'uploading', on: 'done upload', to: 'success' },
    { from: 'uploading', on: 'error upload', to: 'failed' },
    // §4, §9: the list reloads 1 second after the upload succeeded.
    { from: 'success', on: 'after reload', to: 'reloading' },
    { from: 'reloading', on: 'done load', to: 'idle' },
    // §8: a failed reload is only logged.
    { from: 'reloading', on: 'error load', to: 'idle' },
    { from: 'removing', on: 'done remove', to: 'reloading' },
    // §8: a failed delete is only logged; the list is reloaded all the same.
    { from: 'removing', on: 'error remove', to: 'reloading' },
  ],
  states: {
    idle: (context) => ({
      busy: false,
      message: saysSuccess(context) ? SUCCESS : null,
      buttons: { [ADD]: 'enabled', [REMOVE]: 'enabled' },
      progress: null,
      files: files(context),
      emitted: context.label.startsWith('done load') ? ['reloaded'] : [],
    }),
    uploading: (context) => ({
      busy: true,
      message: null,
      buttons: { [ADD]: 'disabled', [REMOVE]: 'disabled' },
      progress: percentSent(context),
      files: files(context),
    }),
    success: (context) => ({
      busy: false,
      message: SUCCESS,
      buttons: { [ADD]: 'enabled', [REMOVE]: 'enabled' },
      progress: null,
      files: files(context),
    }),
    reloading: (context) => waiting(context, saysSuccess(context) ? SUCCESS : null),
    removing: (context) => waiting(context, null),
    failed: (context) => ({
      busy: false,
      message: failure(context),
      buttons: { [ADD]: 'enabled', [REMOVE]: 'enabled', Dismiss: 'enabled' },
      progress: null,
      files: files(context),
    }),
  },
  view: (snapshot, emitted) => {
    const { error, succeeded, percent } = snapshot.context;
    const failed = snapshot.matches('failed');
    return {
      busy: snapshot.hasTag('busy'),
      emitted,
      message: failed ? (error?.message ?? null) : succeeded ? SUCCESS : null,
      progress: snapshot.matches('uploading') ? percent : null,
    };
  },
});
