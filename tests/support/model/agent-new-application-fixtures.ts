import type { NewStudent } from '../../../src/domain/applications/new-student.ts';

/** The student an agent's New Application is for, shared by the registry and the focused tests. */
export const newStudent: NewStudent = {
  firstGivenName: 'Linh',
  familyName: 'Nguyen',
  mail: 'linh.nguyen@example.com',
};
