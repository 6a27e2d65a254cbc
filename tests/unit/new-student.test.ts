import { describe, expect, it } from 'vitest';
import {
  NEW_STUDENT_LABELS,
  NEW_STUDENT_MAX_LENGTH,
  newStudentSchema,
} from '../../src/domain/applications/new-student.ts';
import { Msg } from '../../src/domain/messages.ts';
import { MaxLength } from '../../src/domain/personal/constants.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';

const student = { firstGivenName: 'Linh', familyName: 'Nguyen', mail: 'linh.nguyen@example.com' };
const messages = (value: unknown) => {
  const parsed = newStudentSchema('International').safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the student of an agent’s New Application (issue 11)', () => {
  it('is worded and bounded as on the personal step', () => {
    expect(NEW_STUDENT_LABELS).toEqual({
      firstGivenName: 'First Given Name',
      familyName: 'Family Name',
      mail: 'Primary Email',
    });
    expect(NEW_STUDENT_MAX_LENGTH).toEqual({ firstGivenName: 40, familyName: 40, mail: 45 });
  });

  it('takes a name and an email, trimmed', () => {
    expect(newStudentSchema().parse({ ...student, familyName: ' Nguyen  ' })).toEqual(student);
  });

  it('says what is missing with the personal step’s messages', () => {
    expect(messages({ firstGivenName: ' ', familyName: null })).toEqual({
      firstGivenName: PersonalMsg.firstGivenNameRequired,
      familyName: PersonalMsg.familyNameRequired,
      mail: PersonalMsg.mailRequired,
    });
  });

  it('refuses what the personal step refuses: too long, not an email, control characters', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(messages({ ...student, firstGivenName: long(MaxLength.name) })).toEqual({});
    expect(
      messages({
        firstGivenName: long(MaxLength.name + 1),
        familyName: long(MaxLength.name + 1),
        mail: `${long(MaxLength.mail - 11)}@example.com`,
      }),
    ).toEqual({ firstGivenName: PersonalMsg.max40, familyName: PersonalMsg.max40, mail: PersonalMsg.max45 });
    expect(messages({ ...student, mail: 'linh.nguyen@' })).toEqual({ mail: Msg.emailInvalid });
    expect(Object.keys(messages({ ...student, familyName: 'Ng\u0000uyen' }))).toEqual(['familyName']);
  });
});
