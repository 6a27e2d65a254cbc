import { describe, expect, it } from 'vitest';
import { type UploadEmitted, uploadMachine } from '../../machines/upload.ts';
import { RELOAD_AFTER_MS } from '../../src/domain/documents/constants.ts';
import { DocumentMsg } from '../../src/domain/documents/messages.ts';
import { SAVED_ID } from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import {
  chosenFiles,
  documentsErrors,
  documentsLoads,
  listAfterUpload,
  passportFile,
} from '../support/model/documents-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import { upload } from '../support/model/registry.ts';

describeModel(upload);

const input = { id: SAVED_ID, fileType: 'PASSPORT' };

function open() {
  const step = drive(uploadMachine, input);
  const emitted: UploadEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event as UploadEmitted));
  return { ...step, emitted };
}

describe('upload: a file sent (spec §4, §7)', () => {
  it('sends the application, the type and the file, and shows how much has been sent', async () => {
    const step = open();
    step.actor.send({ type: 'UPLOAD', file: chosenFiles.ok });
    expect(step.snapshot().value).toBe('uploading');
    expect(step.snapshot().hasTag('busy')).toBe(true);
    const call = step.calls.at(-1);
    expect(call).toMatchObject({
      src: 'upload',
      input: { id: SAVED_ID, fileType: 'PASSPORT', file: chosenFiles.ok },
    });
    // The call reports progress through the callback it was given.
    const { onProgress } = (call?.input ?? {}) as { onProgress?: (percent: number) => void };
    expect(onProgress).toBeTypeOf('function');
    onProgress?.(37.6);
    expect(step.snapshot().context.percent).toBe(38);
    step.actor.send({ type: 'UPLOAD_PROGRESS', percent: 20 });
    expect(step.snapshot().context.percent).toBe(38);
    step.actor.send({ type: 'UPLOAD_PROGRESS', percent: 140 });
    expect(step.snapshot().context.percent).toBe(100);
  });

  it('says success, reloads the list 1 second later and hands it on', async () => {
    const step = open();
    step.actor.send({ type: 'UPLOAD', file: chosenFiles.ok });
    await step.resolve('upload');
    expect(step.snapshot().value).toBe('success');
    expect(step.snapshot().context.succeeded).toBe(true);
    step.clock.increment(RELOAD_AFTER_MS - 1);
    expect(step.snapshot().value).toBe('success');
    expect(step.running()).toEqual([]);
    step.clock.increment(1);
    expect(step.snapshot().value).toBe('reloading');
    expect(step.calls.at(-1)).toMatchObject({ src: 'load', input: { id: SAVED_ID } });
    await step.resolve('load', listAfterUpload);
    expect(step.snapshot().value).toBe('idle');
    expect(step.emitted).toEqual([{ type: 'reloaded', load: listAfterUpload }]);
    // 'success' stays until the next upload or removal.
    expect(step.snapshot().context.succeeded).toBe(true);
    step.actor.send({ type: 'REMOVE', fileId: passportFile.id });
    expect(step.snapshot().context.succeeded).toBe(false);
  });

  it('another file chosen while success shows is sent at once; the list reloads after it', async () => {
    const step = open();
    step.actor.send({ type: 'UPLOAD', file: chosenFiles.ok });
    await step.resolve('upload');
    step.actor.send({ type: 'UPLOAD', file: { name: 'visa.png', size: 10 } });
    expect(step.snapshot().value).toBe('uploading');
    expect(step.snapshot().context).toMatchObject({ percent: 0, succeeded: false });
    step.clock.increment(RELOAD_AFTER_MS);
    expect(step.snapshot().value).toBe('uploading');
    expect(step.calls.filter((call) => call.src === 'load')).toEqual([]);
  });
});

describe('upload: refusals (spec §5, §7, §8)', () => {
  it('shows the server’s message, and DISMISS closes it', async () => {
    const step = open();
    step.actor.send({ type: 'UPLOAD', file: chosenFiles.ok });
    await step.reject('upload', documentsErrors.tooMany);
    expect(step.snapshot().value).toBe('failed');
    expect(step.snapshot().context.error?.message).toBe(DocumentMsg.tooMany);
    step.actor.send({ type: 'DISMISS' });
    expect(step.snapshot().value).toBe('idle');
    expect(step.snapshot().context.error).toBeNull();
  });

  it.each([
    ['a kind not listed', chosenFiles.wrongKind, DocumentMsg.extension],
    ['a file over 20 MB', chosenFiles.tooLarge, DocumentMsg.tooLarge],
    ['a name without an extension', { name: 'README', size: 10 }, DocumentMsg.extension],
  ])('refuses %s before sending it', (_, file, message) => {
    const step = open();
    step.actor.send({ type: 'UPLOAD', file });
    expect(step.snapshot().value).toBe('failed');
    expect(step.snapshot().context.error?.message).toBe(message);
    expect(step.calls).toEqual([]);
  });

  it('accepts the listed kinds in any case, up to exactly 20 MB', () => {
    for (const name of ['a.DOC', 'b.pdf', 'c.JPEG', 'd.jpg', 'e.png', 'f.xls', 'g.xlsx', 'h.Docx']) {
      const step = open();
      step.actor.send({ type: 'UPLOAD', file: { name, size: 20 * 1024 * 1024 } });
      expect(step.snapshot().value, name).toBe('uploading');
    }
  });
});

describe('upload: removing a file (spec §7, §8)', () => {
  it('removes the file, then reloads the list', async () => {
    const step = open();
    step.actor.send({ type: 'REMOVE', fileId: passportFile.id });
    expect(step.snapshot().value).toBe('removing');
    expect(step.calls.at(-1)).toMatchObject({ src: 'remove', input: { id: SAVED_ID, fileId: 40 } });
    await step.resolve('remove');
    expect(step.snapshot().value).toBe('reloading');
    await step.resolve('load', documentsLoads.saved);
    expect(step.emitted).toEqual([{ type: 'reloaded', load: documentsLoads.saved }]);
  });

  it('a failed delete or reload says nothing: the list is reloaded, the screen goes back to idle', async () => {
    const step = open();
    step.actor.send({ type: 'REMOVE', fileId: passportFile.id });
    await step.reject('remove', documentsErrors.fileNotFound);
    expect(step.snapshot().value).toBe('reloading');
    await step.reject('load', documentsErrors.network);
    expect(step.snapshot().value).toBe('idle');
    expect(step.snapshot().context.error).toBeNull();
    expect(step.emitted).toEqual([]);
  });

  it('logs a failed delete or reload (the web app provides the logger)', async () => {
    const logged: unknown[] = [];
    const machine = uploadMachine.provide({
      actions: { logFailure: ({ event }) => logged.push((event as { error?: unknown }).error) },
    });
    const step = drive(machine, input);
    step.actor.send({ type: 'REMOVE', fileId: passportFile.id });
    await step.reject('remove', documentsErrors.fileNotFound);
    await step.reject('load', documentsErrors.network);
    expect(logged).toEqual([documentsErrors.fileNotFound, documentsErrors.network]);
  });
});
