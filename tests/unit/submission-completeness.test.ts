import { describe, expect, it } from 'vitest';
import {
  COMPLETE,
  missingPartsOf,
  NOT_COMPLETE,
  stepCompleteness,
} from '../../src/domain/submission/completeness.ts';
import { SubmitMsg } from '../../src/domain/submission/messages.ts';

/**
 * What an application still lacks (issue 10, issue 23): each form step not valid, in the flow's
 * order, then each required kind of document with no file, by its caption; and each checked step's
 * state on check your answers.
 */
const allValid = { personal: true, application: true, qualifications: true };
const facts = {
  valid: allValid,
  requiredTypes: ['PASSPORT', 'TRANSCRIPT', 'VISA'],
  presentTypes: new Set(['TRANSCRIPT']),
  captions: { PASSPORT: 'Passport', TRANSCRIPT: 'Academic Transcript' },
};

describe('what a submission still lacks', () => {
  it('names each invalid form step in the flow’s order, then each required kind without a file', () => {
    expect(
      missingPartsOf({ ...facts, valid: { personal: false, application: true, qualifications: false } }),
    ).toEqual([
      { step: 'personal', message: SubmitMsg.personal },
      { step: 'qualifications', message: SubmitMsg.qualifications },
      { step: 'documents', message: SubmitMsg.documents('Passport') },
      { step: 'documents', message: SubmitMsg.documents('VISA') },
    ]);
  });

  it('is nothing once every step is valid and every required kind has a file', () => {
    expect(missingPartsOf({ ...facts, presentTypes: new Set(['PASSPORT', 'TRANSCRIPT', 'VISA']) })).toEqual(
      [],
    );
  });

  it('marks each checked step complete unless a missing part names it', () => {
    expect(stepCompleteness([{ step: 'application', message: SubmitMsg.application }])).toEqual([
      { step: 'personal', complete: true },
      { step: 'application', complete: false },
      { step: 'qualifications', complete: true },
      { step: 'documents', complete: true },
    ]);
    expect([COMPLETE, NOT_COMPLETE]).toEqual(['Complete', 'Not complete']);
  });

  it('marks every step a missing part names not complete, when several are missing', () => {
    expect(
      stepCompleteness([
        { step: 'personal', message: SubmitMsg.personal },
        { step: 'documents', message: SubmitMsg.documents('Passport') },
      ]),
    ).toEqual([
      { step: 'personal', complete: false },
      { step: 'application', complete: true },
      { step: 'qualifications', complete: true },
      { step: 'documents', complete: false },
    ]);
  });
});
