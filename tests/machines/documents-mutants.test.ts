import { describe, expect, it } from 'vitest';
import {
  type DocumentsList,
  documentsMachine,
  documentTypes,
  stillNeeded,
} from '../../machines/documents.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import {
  allUploadTypes,
  documentsLoads,
  passportFile,
  uploadedFile,
} from '../support/model/documents-fixtures.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): the list's order and marks for loads the
 * model's one fixture does not vary (spec §2 "Required types are listed first and the 'other
 * document' type last", §3 "OTHER_DOCUMENT is never required"), what the step holds before its load,
 * and the required kinds still without a file (issue 23).
 */
const list = (over: Partial<DocumentsList>): DocumentsList => ({
  uploadTypes: [],
  allUploadTypes,
  applicationFiles: [],
  ...over,
});
const keys = (l: DocumentsList) => documentTypes(l).map((type) => type.key);

describe('documents: what the model paths do not show', () => {
  it('lists the required types in the order the load requires them, then the others as captioned', () => {
    expect(keys(list({ uploadTypes: ['TRANSCRIPT', 'PASSPORT'] }))).toEqual([
      'TRANSCRIPT',
      'PASSPORT',
      'ENGLISH_TEST',
      'OTHER_DOCUMENT',
    ]);
    expect(keys(list({ uploadTypes: [] }))).toEqual([
      'ENGLISH_TEST',
      'TRANSCRIPT',
      'PASSPORT',
      'OTHER_DOCUMENT',
    ]);
  });

  it('lists a type required twice once, and a required type the load does not caption not at all', () => {
    const types = documentTypes(list({ uploadTypes: ['PASSPORT', 'VISA', 'PASSPORT'] }));
    expect(types.map((type) => [type.key, type.required])).toEqual([
      ['PASSPORT', true],
      ['ENGLISH_TEST', false],
      ['TRANSCRIPT', false],
      ['OTHER_DOCUMENT', false],
    ]);
  });

  it('keeps the caption of a type with files, and gives each type only its own files', () => {
    const types = documentTypes(
      list({ uploadTypes: ['PASSPORT'], applicationFiles: [passportFile, uploadedFile] }),
    );
    expect(types.map((type) => [type.key, type.caption, type.files.map((file) => file.id)])).toEqual([
      ['PASSPORT', 'Passport', [40, 41]],
      ['ENGLISH_TEST', 'English Test Result', []],
      ['TRANSCRIPT', 'Academic Transcript', []],
      ['OTHER_DOCUMENT', 'Other Document', []],
    ]);
  });

  it('names the required kinds still without a file, by caption, and no other', () => {
    const types = documentTypes(
      list({ uploadTypes: ['PASSPORT', 'TRANSCRIPT', 'OTHER_DOCUMENT'], applicationFiles: [passportFile] }),
    );
    expect(stillNeeded(types)).toEqual(['Academic Transcript']);
    expect(stillNeeded(documentTypes(list({ uploadTypes: [] })))).toEqual([]);
  });

  it('holds no types and the route’s application as its form until the load answers, then the load’s', async () => {
    const step = drive(documentsMachine, personalInput('Domestic', 'applicant', SAVED_ID));
    expect(step.snapshot().context.types).toEqual([]);
    expect(step.snapshot().context.form).toEqual({ applicationId: SAVED_ID });
    await step.resolve('load', documentsLoads.saved);
    expect(step.snapshot().context.form).toEqual({ applicationId: SAVED_ID });
    expect(step.snapshot().context.types).toEqual(documentTypes(documentsLoads.saved));
  });
});
