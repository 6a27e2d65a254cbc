import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { type DocumentsList, stillNeeded } from '@machines/documents.ts';
import { BUSY } from '@machines/step.ts';
import { useCallback } from 'react';
import { REQUIRED_MARK, UPLOAD_EXTENSIONS } from '@/domain/documents/constants.ts';
import { documentEdits } from '@/domain/documents/edits.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { DocumentsActor } from '@/web/logic/documents.ts';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { DocumentTypeSection } from './document-type-section.tsx';

/** What may be uploaded (spec §5, §9), said before the list. */
function Guidance() {
  const word = useWording();
  return (
    <Stack gap="2" mb="6" color="fg.muted">
      <Text>
        Upload each document as one of these kinds of file:{' '}
        {UPLOAD_EXTENSIONS.map((kind) => kind.toUpperCase()).join(', ')}. {word(StepText.uploadLimits)}
      </Text>
      <Text>
        Documents marked{' '}
        <Text as="span" aria-hidden="true" color="fg.error" fontWeight="bold">
          {REQUIRED_MARK}
        </Text>{' '}
        <Text as="span" srOnly>
          required{' '}
        </Text>
        are required.
      </Text>
    </Stack>
  );
}

const STILL_NEEDED_ID = 'documents-still-needed';
/** Beside Continue while required kinds have no file (issue 23): it still moves on (spec §4). */
export const stillNeededMessage = (captions: readonly string[]) =>
  `Still needed before the application can be submitted: ${captions.join('; ')}.`;

/** Said instead of the upload buttons once the application can no longer be changed. */
export const NOT_EDITABLE = 'This application has been submitted, so its documents can no longer be changed.';

/**
 * The Documents screen once loaded (spec §2): guidance, each type with its files and its Add Document
 * button, required types first and the other document last, and Continue (Next while an offer is
 * edited). Each type's uploads run in their own machine; a reload's list goes to the step (FILES).
 */
export function DocumentsView({ action }: StepFormProps) {
  const actor = DocumentsActor.useActorRef();
  const types = DocumentsActor.useSelector((s) => s.context.types);
  const id = DocumentsActor.useSelector((s) => s.context.id);
  const form = DocumentsActor.useSelector((s) => s.context.form);
  const status = DocumentsActor.useSelector((s) => s.context.status);
  const busy = DocumentsActor.useSelector((s) => s.hasTag(BUSY));
  const { add: addable, remove: removable } = documentEdits(status);
  const showList = useCallback((list: DocumentsList) => actor.send({ type: 'FILES', list }), [actor]);
  const word = useWording();

  return (
    <Box>
      <Guidance />
      {addable ? null : (
        <Text mb="4" fontWeight="medium">
          {NOT_EDITABLE}
        </Text>
      )}
      {addable && !removable ? (
        <Text mb="4" fontWeight="medium">
          {word(StepText.evidenceNeeded)}
        </Text>
      ) : null}
      <Stack as="ul" gap="4" listStyleType="none" mb="6">
        {types.map((type) => (
          <DocumentTypeSection
            key={type.key}
            id={id}
            type={type}
            addable={addable}
            removable={removable}
            onList={showList}
          />
        ))}
      </Stack>
      {addable && stillNeeded(types).length ? (
        <Text id={STILL_NEEDED_ID} mb="3" fontWeight="medium" textAlign="end">
          {stillNeededMessage(stillNeeded(types))}
        </Text>
      ) : null}
      <Flex justify="flex-end">
        <Button
          aria-describedby={addable && stillNeeded(types).length ? STILL_NEEDED_ID : undefined}
          colorPalette="brand"
          size="lg"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'SAVE', values: form })}
        >
          {action}
        </Button>
      </Flex>
    </Box>
  );
}
