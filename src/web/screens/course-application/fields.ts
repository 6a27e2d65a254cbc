import type { ApplicationDetailsInput } from '@/domain/course/schema.ts';
import { stepFields } from '@/web/ui/step-form/fields.ts';

/** The field kit typed for the course application form (paths such as 'applicationRpls.0.courseCode'). */
export const { ChoiceList, ChoiceSelect, LongTextInput, TextInput, YesNo } =
  stepFields<ApplicationDetailsInput>();
