import { describe, expect, it } from 'vitest';
import { documentReviewMachine } from '../../machines/document-review.ts';
import { describeModel } from '../support/model/describe-model.ts';
import {
  DOC_ID,
  needsReplacing,
  PDF_ID,
  reviewLoaded,
  reviewMarked,
} from '../support/model/document-review-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import { documentReview } from '../support/model/registry.ts';

describeModel(documentReview);

describe('document-review: what staff do with a document', () => {
  it('previews a PDF, marks it with its reason, lets the preview go and says what it became', async () => {
    const released: string[] = [];
    const flow = drive(
      documentReviewMachine.provide({
        actions: {
          releasePreview: ({ context }) => void (context.previewUrl && released.push(context.previewUrl)),
        },
      }),
      { id: 31 },
    );
    const emitted: string[] = [];
    flow.actor.on('*', (event) => emitted.push(event.type));
    await flow.resolve('loadReview', reviewLoaded);
    flow.actor.send({ type: 'OPEN', fileId: PDF_ID });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadPreview', input: { id: 31, file: { id: PDF_ID } } });
    await flow.resolve('loadPreview', 'blob:one');
    flow.actor.send({ type: 'MARK', values: needsReplacing });
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'saveMark',
      input: { id: 31, fileId: PDF_ID, values: needsReplacing },
    });
    await flow.resolve('saveMark', reviewMarked);
    expect(flow.snapshot().context).toMatchObject({
      open: null,
      previewUrl: null,
      done: 'passport.pdf is marked Needs replacing.',
    });
    expect(released).toEqual(['blob:one']);
    expect(emitted).toEqual(['marked']);
  });

  it('opens a file the browser cannot show without a preview call', async () => {
    const flow = drive(documentReviewMachine, { id: 31 });
    await flow.resolve('loadReview', reviewLoaded);
    const calls = flow.calls.length;
    flow.actor.send({ type: 'OPEN', fileId: DOC_ID });
    expect(flow.snapshot().matches({ ready: { open: 'viewing' } })).toBe(true);
    expect(flow.calls.length).toBe(calls);
  });
});
