import { OTHER_DOCUMENT } from '../../../domain/documents/constants.ts';
import type { Category } from '../../../domain/user.ts';

/**
 * The kinds of document and what each category's documents step asks for, in the order the step
 * lists them (required first, OTHER_DOCUMENT last: spec §2). Upserted at every start
 * (db/reference-data.ts), so changing what is required is a data change, not a code change. Keys are
 * stable: stored files point at them.
 */
export const documentTypeCaptions: Record<string, string> = {
  PASSPORT: 'Passport',
  PROOF_OF_IDENTITY: 'Proof of Identity (passport, birth certificate or driver licence)',
  CITIZENSHIP: 'Proof of Citizenship or Residency',
  TRANSCRIPT: 'Academic Transcript',
  ENGLISH_TEST: 'English Test Result',
  VISA: 'Current Visa',
  RESUME: 'Resume',
  [OTHER_DOCUMENT]: 'Other Document',
};

export interface CategoryDocumentType {
  key: keyof typeof documentTypeCaptions;
  required: boolean;
}

export const categoryDocumentTypes: Record<Category, readonly CategoryDocumentType[]> = {
  Domestic: [
    { key: 'PROOF_OF_IDENTITY', required: true },
    { key: 'CITIZENSHIP', required: true },
    { key: 'TRANSCRIPT', required: true },
    { key: 'RESUME', required: false },
    { key: OTHER_DOCUMENT, required: false },
  ],
  International: [
    { key: 'PASSPORT', required: true },
    { key: 'TRANSCRIPT', required: true },
    { key: 'ENGLISH_TEST', required: true },
    { key: 'VISA', required: false },
    { key: 'RESUME', required: false },
    { key: OTHER_DOCUMENT, required: false },
  ],
};
