import type { PersonalDetailsRecord } from '../../../domain/personal/render.ts';
import { samplePersonalDetails } from '../../../domain/personal/sample.ts';
import type { Category } from '../../../domain/user.ts';
import type { PreviousStudent } from '../../services/previous-students.ts';

/** Student numbers of the demo's previous students: staff try the pre-fill with them. */
export const DEMO_STUDENT_NUMBERS: Record<Category, string> = {
  Domestic: '1000001',
  International: '1000002',
};

function previousStudent(category: Category): PreviousStudent {
  const {
    applicationId: _id,
    applicationCategory: _category,
    studentNum: _num,
    ...details
  } = samplePersonalDetails(category);
  return {
    studentNum: DEMO_STUDENT_NUMBERS[category],
    category,
    personalDetails: details as PersonalDetailsRecord,
  };
}

/** One previous student per category, with the sample details of the personal details step. */
export const demoPreviousStudents = (): PreviousStudent[] => [
  previousStudent('Domestic'),
  previousStudent('International'),
];
