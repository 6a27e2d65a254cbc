import { MAX_FILES_PER_TYPE, UPLOAD_EXTENSIONS } from './constants.ts';

/**
 * The upload refusals (406, shown as the server's message, spec §7, §8). The spec gives the limits
 * (§5, §9) but not their wording: each says what was wrong and what is allowed.
 */
export const DocumentMsg = {
  noFile: 'Please choose a file to upload.',
  empty: 'The file is empty. Please choose the document itself.',
  unknownType: 'Please choose the kind of document first.',
  extension: `This kind of file cannot be uploaded. Please upload one of: ${UPLOAD_EXTENSIONS.join(', ')}.`,
  content:
    'The file’s content does not match its name. Please upload the document itself, saved as one of the allowed kinds.',
  tooLarge: 'The file is larger than 20 MB. Please upload a smaller copy.',
  tooMany: `At most ${MAX_FILES_PER_TYPE} documents of the same type can be uploaded. Please remove one first.`,
  fileName: 'The file name is not valid. Please rename the file and try again.',
  fileNotFound: 'This file was not found.',
  notEditable: 'Documents of an application that has been submitted cannot be changed.',
} as const;
