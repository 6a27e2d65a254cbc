/** The submission's messages (issue 10; the spec does not word them). */
export const SubmitMsg = {
  incomplete: 'Your application is not complete yet. Please finish the parts listed below.',
  personal: 'Personal details are not complete.',
  application: 'The course application is not complete.',
  qualifications: 'Qualifications are not complete.',
  documents: (caption: string) => `Please upload ${caption}.`,
  alreadySubmitted: 'This application has already been submitted.',
  notSubmittable: 'Only applications being edited can be submitted.',
} as const;
