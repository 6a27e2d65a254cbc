import { Box, Button, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { fileOf } from '@machines/document-review.ts';
import { type FormEvent, useState } from 'react';
import {
  type DocumentMark,
  MARK_LABELS,
  MARK_REASON_MAX,
  type ReviewFile,
  ReviewMsg,
} from '@/domain/documents/review.ts';
import { DocumentReviewActor } from '@/web/logic/document-review.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { describedBy, FormField } from '@/web/ui/form-field.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { ListLoading } from '@/web/ui/list-parts.tsx';

/** The document itself: a PDF in a frame (no `sandbox` attribute: Chromium would not show it), an image. */
function Preview({ file }: { file: ReviewFile }) {
  const url = DocumentReviewActor.useSelector((s) => s.context.previewUrl);
  const loading = DocumentReviewActor.useSelector((s) => s.matches({ ready: { open: 'previewing' } }));
  const actor = DocumentReviewActor.useActorRef();
  if (!file.previewable)
    return (
      <Stack gap="2" align="start">
        <Text>{ReviewMsg.notPreviewable}</Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() => actor.send({ type: 'DOWNLOAD' })}
        >
          {`Download ${file.sourceName}`}
        </Button>
      </Stack>
    );
  if (loading) return <ListLoading>Loading the document…</ListLoading>;
  if (!url) return null;
  return file.mediaType === 'application/pdf' ? (
    <Box
      asChild
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      w="100%"
      h={{ base: '45vh', md: '60vh' }}
    >
      <iframe src={url} title={`${file.caption}: ${file.sourceName}`} />
    </Box>
  ) : (
    // At its own size when it fits; a larger image is scaled down, never stretched.
    <Image
      src={url}
      alt={`${file.caption}: ${file.sourceName}`}
      borderWidth="1px"
      borderColor="border"
      display="block"
      mx="auto"
      maxW="100%"
      maxH="65vh"
      objectFit="contain"
    />
  );
}

/** The open file's dialog: the document, then 'Accepted' or 'Needs replacing' with a short reason. */
export function CheckDialog() {
  const file = DocumentReviewActor.useSelector((s) => fileOf(s.context, s.context.open));
  // A new file starts empty; a refused mark keeps what was typed.
  return file ? <FileDialog key={file.id} file={file} /> : null;
}

function FileDialog({ file }: { file: ReviewFile }) {
  const actor = DocumentReviewActor.useActorRef();
  const saving = DocumentReviewActor.useSelector((s) => s.matches({ ready: { open: 'saving' } }));
  const error = DocumentReviewActor.useSelector((s) => s.context.error);
  const [reason, setReason] = useState(file.mark?.reason ?? '');
  const [pressed, setPressed] = useState<DocumentMark | null>(null);
  const count = { limit: MARK_REASON_MAX, length: reason.length };
  const send = (mark: DocumentMark) => (event: FormEvent) => {
    event.preventDefault();
    setPressed(mark);
    actor.send({ type: 'MARK', values: { mark, reason } });
  };
  return (
    <AppDialog
      open
      size="lg"
      onClose={() => actor.send({ type: 'CLOSE' })}
      closable={!saving}
      title={`Check ${file.sourceName}`}
      // The corner's Close (and Escape) leave without a mark; the footer holds only the marks.
      footer={
        <HStack gap="2" flexWrap="wrap" justify="end">
          {(['needsReplacing', 'accepted'] as const).map((mark) => (
            <Button
              key={mark}
              colorPalette="brand"
              variant={mark === 'accepted' ? 'solid' : 'outline'}
              loading={saving && pressed === mark}
              disabled={saving}
              onClick={send(mark)}
            >
              {`Mark as ${MARK_LABELS[mark]}`}
            </Button>
          ))}
        </HStack>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{file.caption}</Text>
        {error ? <InlineAlert title={error.message} /> : null}
        <Preview file={file} />
        <FormField
          id="mark-reason"
          label="Reason"
          helperText="Required for Needs replacing: it starts the evidence request. Staff only."
          error={error?.fieldErrors.reason}
          count={count}
        >
          <Textarea
            id="mark-reason"
            value={reason}
            rows={2}
            aria-describedby={describedBy('mark-reason', true, error?.fieldErrors.reason, count)}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
