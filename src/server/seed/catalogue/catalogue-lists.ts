import type { CatalogueLists } from '../../../domain/course/catalogue.ts';
import { adjustmentFactors } from './adjustment-factors.ts';
import { courseTypes } from './course-types.ts';
import { examVenues } from './exam-venues.ts';
import { fundingOptions } from './funding-options.ts';
import { rplResults } from './rpl-results.ts';
import { studyTermModes } from './study-term-modes.ts';

/** The catalogue's plain lists, keyed as the load call names them; kept in reference_items. */
export const catalogueLists: CatalogueLists = {
  courseTypes,
  studyTermModeDict: studyTermModes,
  examVenueDict: examVenues,
  adjustmentFactors,
  fundingStudyCosts: fundingOptions,
  rplResults,
};
