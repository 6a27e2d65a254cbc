import { downloadMachine } from '../../../../machines/download.ts';
import { defineSpec } from '../spec.ts';

/**
 * A download a person asks for (issue 23: 'Download a PDF copy' on the summary and the finish
 * screen; issue 11: the queue's export): the button says it is working and cannot be pressed again
 * meanwhile; a failure is said (the server's words) until the next try.
 */
export const PDF_FAILED = 'The PDF copy could not be downloaded. Please try again later.';

export const downloadSpec = defineSpec(downloadMachine, {
  initial: 'idle',
  rules: [
    { from: 'idle', on: 'DOWNLOAD', to: 'downloading' },
    { from: 'failed', on: 'DOWNLOAD', to: 'downloading' },
    { from: 'downloading', on: 'done download', to: 'idle' },
    { from: 'downloading', on: 'error download', to: 'failed' },
  ],
  states: {
    // After a success nothing is said, even when an earlier try had failed.
    idle: { buttons: { 'Download a PDF copy': 'enabled' }, busy: false, message: null },
    downloading: { buttons: { 'Downloading…': 'disabled' }, busy: true, message: null },
    failed: { buttons: { 'Download a PDF copy': 'enabled' }, busy: false, message: PDF_FAILED },
  },
  view: (snapshot) => ({ busy: snapshot.matches('downloading'), message: snapshot.context.error }),
});
