import { Box, chakra } from '@chakra-ui/react';
import { findOffering } from '@/domain/course/context.ts';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useCourseAnswers, useCourseView } from '../course-view.tsx';
import { ChoiceSelect } from '../fields.ts';
import { offeringOptions, refOptions } from '../options.ts';

type Second = '' | '2';

/** Course Type, Campus and Course Offering (filtered by both) of the first or second application. */
export function OfferingChoice({ second = '' }: { second?: Second }) {
  const { catalogue } = useCourseView();
  const [type, campus] = useCourseAnswers((form) =>
    second ? [form.applicationType2, form.campusId2] : [form.applicationType, form.campusId],
  );
  return (
    <>
      <ChoiceSelect name={`applicationType${second}`} options={refOptions(catalogue.courseTypes)} />
      <ChoiceSelect name={`campusId${second}`} options={refOptions(catalogue.campusDict)} />
      <Wide>
        <ChoiceSelect
          name={second ? 'courseOffering2Id' : 'courseOfferingId'}
          options={offeringOptions(catalogue, type, campus)}
          helperText={
            type === null || campus === null ? 'Choose a course type and a campus first.' : undefined
          }
        />
      </Wide>
    </>
  );
}

/** Read-only facts of the chosen offering: Department, start to end dates, Attendance Type (spec §2). */
export function OfferingFacts({ second = '' }: { second?: Second }) {
  const { catalogue } = useCourseView();
  const offeringId = useCourseAnswers((form) => (second ? form.courseOffering2Id : form.courseOfferingId));
  const offering = findOffering(catalogue, offeringId);
  if (!offering) return null;
  const facts: [string, string][] = [
    ['Department', offering.departmentName],
    ['Dates', `${offering.startDate} to ${offering.endDate}`],
    ['Attendance Type', offering.typeOfAttendanceName],
  ];
  return (
    <Wide>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
        gap="3"
      >
        {facts.map(([term, value]) => (
          <Box key={term} bg="bg.muted" borderRadius="l2" p="3">
            <chakra.dt fontSize="sm" color="fg.muted">
              {term}
            </chakra.dt>
            <chakra.dd fontWeight="medium" m="0">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Wide>
  );
}
