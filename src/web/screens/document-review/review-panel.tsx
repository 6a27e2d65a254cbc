import { Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MARK_LABELS, type ReviewFile } from '@/domain/documents/review.ts';
import {
  DocumentReviewActor,
  type DocumentReviewLogic,
  documentReviewLogic,
} from '@/web/logic/document-review.ts';
import { ListEmpty, ListFailed, ListLoading } from '@/web/ui/list-parts.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { CheckDialog } from './check-dialog.tsx';

/** A file's mark as the list says it: its words, and the reason when there is one. */
function MarkText({ file }: { file: ReviewFile }) {
  if (!file.mark) return <Text color="fg.muted">Not checked yet</Text>;
  const label = MARK_LABELS[file.mark.mark];
  return (
    <Text color={file.mark.mark === 'accepted' ? 'green.800' : 'red.800'} fontWeight="semibold">
      {label}
      {file.mark.reason ? <Text as="span" fontWeight="normal">{`: ${file.mark.reason}`}</Text> : null}
    </Text>
  );
}

function Files() {
  const actor = DocumentReviewActor.useActorRef();
  const review = DocumentReviewActor.useSelector((s) => s.context.review);
  const failed = DocumentReviewActor.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  if (failed)
    return (
      <ListFailed
        title="The documents could not be loaded."
        message={failed.message}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  if (!review) return <ListLoading>Loading the documents…</ListLoading>;
  if (review.files.length === 0) return <ListEmpty>No document has been uploaded.</ListEmpty>;
  return (
    <List.Root as="ul" listStyle="none" ps="0" gap="2">
      {review.files.map((file) => (
        <List.Item key={file.id} borderBottomWidth="1px" borderColor="border" pb="2">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Box minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {`${file.caption}: ${file.sourceName}`}
              </Text>
              <MarkText file={file} />
            </Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              aria-label={`Check ${file.sourceName}`}
              onClick={() => actor.send({ type: 'OPEN', fileId: file.id })}
            >
              Check
            </Button>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The list's and the dialog's machine for one application; `marked` goes to the container. */
export function DocumentReviewPanel({
  id,
  onMarked,
  logic = documentReviewLogic,
}: {
  id: number;
  /** A mark was recorded: the history beside the step has a new entry. */
  onMarked: () => void;
  logic?: DocumentReviewLogic;
}) {
  return (
    <DocumentReviewActor.Provider key={id} logic={logic} options={{ input: { id } }}>
      <Checks onMarked={onMarked} />
    </DocumentReviewActor.Provider>
  );
}

/**
 * Staff's checks of the documents (issue 25 item 6): each file with its mark, opened in a dialog to
 * look at it (a PDF or an image in the page) and mark it 'Accepted' or 'Needs replacing'.
 */
function Checks({ onMarked }: { onMarked: () => void }) {
  const actor = DocumentReviewActor.useActorRef();
  const done = DocumentReviewActor.useSelector((s) => s.context.done);
  const busy = DocumentReviewActor.useSelector((s) => s.matches('loading'));
  useEffect(() => {
    const marked = actor.on('marked', onMarked);
    return () => marked.unsubscribe();
  }, [actor, onMarked]);
  return (
    <Stack as="section" aria-labelledby="checks-heading" aria-busy={busy} gap="3" mt="6">
      <Heading as="h3" id="checks-heading" size="md" color="brand.fg">
        Document checks
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Staff only: applicants and agents never see these marks.
      </Text>
      <Box role="status" aria-live="polite">
        {done ? <StatusMessage tone="success">{done}</StatusMessage> : null}
      </Box>
      <Files />
      <CheckDialog />
    </Stack>
  );
}
