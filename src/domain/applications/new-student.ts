import { z } from 'zod';
import type { RuleContext } from '../personal/checks.ts';
import { MaxLength } from '../personal/constants.ts';
import { formFromLoad } from '../personal/defaults.ts';
import { personalFields } from '../personal/fields.ts';
import { personalRules } from '../personal/validate.ts';
import { textField } from '../steps/schema-fields.ts';
import { validate } from '../steps/validate.ts';
import type { Category } from '../user.ts';

/**
 * The student an agent's New Application is for (issue 11): their name and the email they will
 * register with. The personal step of the new application starts with them filled in; its first save
 * creates the application, owned by the agent, and the student who registers with that email gets it.
 */
export interface NewStudent {
  firstGivenName: string;
  familyName: string;
  mail: string;
}

/** The dialog's fields, in its order: the personal step's own fields. */
export const NEW_STUDENT_FIELDS = [
  'firstGivenName',
  'familyName',
  'mail',
] as const satisfies readonly (keyof NewStudent)[];

/** Their labels, as the personal step words them ('First Given Name', 'Family Name', 'Primary Email'). */
export const NEW_STUDENT_LABELS: Record<keyof NewStudent, string> = {
  firstGivenName: personalFields.firstGivenName.label,
  familyName: personalFields.familyName.label,
  mail: personalFields.mail.label,
};

/** Their character limits, the personal step's (40, 40, 45). */
export const NEW_STUDENT_MAX_LENGTH: Record<keyof NewStudent, number> = {
  firstGivenName: MaxLength.name,
  familyName: MaxLength.name,
  mail: MaxLength.mail,
};

/** The personal step's rules of these fields: required, the length and the email format, its messages. */
const studentRules = personalRules.filter((rule) =>
  (NEW_STUDENT_FIELDS as readonly string[]).includes(rule.field),
);

/** These rules read neither the mode nor the category nor the date; the agent's step context. */
const ruleContext = (category: Category): RuleContext => ({
  mode: 'agent',
  category,
  editOffer: false,
  now: () => new Date(),
});

/**
 * The dialog's schema: text trimmed and storable as on every step, then the personal step's own rules
 * for the three fields (their messages word for word), so what the dialog accepts the step accepts.
 */
export function newStudentSchema(category: Category = 'Domestic') {
  return z
    .object({ firstGivenName: textField(), familyName: textField(), mail: textField() })
    .superRefine((student, issues) => {
      const form = formFromLoad(student, category);
      for (const { field, message } of validate(studentRules, form, ruleContext(category))) {
        issues.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
