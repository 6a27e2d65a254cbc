import type { ReferenceLists } from '../../../domain/reference/types.ts';
import { aboriginalTypes } from './aboriginal-types.ts';
import { agencies } from './agencies.ts';
import { citizenTypes } from './citizen-types.ts';
import { countries } from './countries.ts';
import { disabilityTypes } from './disability-types.ts';
import { genders } from './genders.ts';
import { languages } from './languages.ts';
import { nationalities } from './nationalities.ts';
import {
  englishGrades,
  englishProviders,
  englishScoreTypes,
  englishTest,
  exemptionReasons,
  formsOfTesting,
  levelsLeftSchool,
  qualificationTypes,
  year12ResultsTypes,
} from './qualification-lists.ts';
import { religions } from './religions.ts';
import { states } from './states.ts';
import { titles } from './titles.ts';
import { visaTypes } from './visa-types.ts';

/** Every reference list of the personal details and qualifications steps, keyed as the load call names them (spec §7). */
export const referenceLists: ReferenceLists = {
  titles,
  genders,
  countries,
  nationalities,
  languages,
  religions,
  aboriginalTypes,
  visaTypes,
  states,
  citizenTypes,
  disabilityTypes,
  agencies,
  qualificationTypes,
  englishTest,
  englishScoreTypes,
  englishGrades,
  englishProviders,
  exemptionReasons,
  year12ResultsTypes,
  levelsLeftSchool,
  formsOfTesting,
};
