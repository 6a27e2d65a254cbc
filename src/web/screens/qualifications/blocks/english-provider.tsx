import { Box, Text } from '@chakra-ui/react';
import { weeksBetween } from '@/domain/steps/dates.ts';
import { refOptions } from '@/web/ui/select-field.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, TextInput, YesNo } from '../fields.ts';
import { EnglishPart } from '../labels.ts';
import { useQualificationsAnswers, useQualificationsView, useShown } from '../qualifications-view.tsx';
import { PartTitle } from './part-title.tsx';

/**
 * The study duration at the provider, in weeks rounded up (course spec §9), once both dates are real.
 * It watches the two dates itself, so typing them re-renders this line alone.
 */
function StudyDuration() {
  const weeks = useQualificationsAnswers((form) =>
    weeksBetween(form.englishProviderStartDate ?? '', form.englishProviderEndDate ?? ''),
  );
  return (
    <Text gridColumn="1 / -1" fontSize="sm" aria-live="polite">
      {weeks === null ? '' : `Study duration: ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`}
    </Text>
  );
}

/** The English provider question; the provider (1635 asks its name) and the dates studied there. */
export function EnglishProvider() {
  const { lists } = useQualificationsView();
  const shown = useShown('englishProvider', 'englishProviderName');
  return (
    <>
      <PartTitle>{EnglishPart.provider}</PartTitle>
      <Wide>
        <YesNo name="hasEnglishProvider" />
      </Wide>
      {shown.englishProvider ? (
        <>
          <ChoiceSelect name="englishProvider" options={refOptions(lists.englishProviders)} />
          {shown.englishProviderName ? (
            <TextInput name="englishProviderName" />
          ) : (
            // Keeps the dates on a row of their own.
            <Box display={{ base: 'none', md: 'block' }} />
          )}
          <DateInput name="englishProviderStartDate" />
          <DateInput name="englishProviderEndDate" />
          <StudyDuration />
        </>
      ) : null}
    </>
  );
}
