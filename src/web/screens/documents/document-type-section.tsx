import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { DocumentsList, DocumentType } from '@machines/documents.ts';
import { BUSY, UPLOAD_SUCCESS } from '@machines/upload.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { REQUIRED_MARK, UPLOAD_EXTENSIONS } from '@/domain/documents/constants.ts';
import { useUploadSetup } from '@/web/logic/upload.ts';
import { withClock } from '@/web/ui/actor-clock.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { FileList } from './file-list.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** The file chooser offers the accepted kinds only (spec §5). */
const ACCEPT = UPLOAD_EXTENSIONS.map((kind) => `.${kind}`).join(',');

interface DocumentTypeSectionProps {
  /** The application id. */
  id: number;
  type: DocumentType;
  /** Add Document is offered (editing, or evidence needed). */
  addable: boolean;
  /** Remove is offered (editing only). */
  removable: boolean;
  /** A reload answered: the step shows its list. */
  onList: (list: DocumentsList) => void;
}

/**
 * One document type (spec §2): its caption with the required mark, its files, its Add Document
 * button, and what its upload machine says — progress, 'success', the server's refusal.
 */
export function DocumentTypeSection({ id, type, addable, removable, onList }: DocumentTypeSectionProps) {
  const { logic, clock } = useUploadSetup();
  const upload = useActorRef(logic, withClock({ input: { id, fileType: type.key } }, clock));
  const busy = useSelector(upload, (s) => s.hasTag(BUSY) as boolean);
  const uploading = useSelector(upload, (s) => s.matches('uploading') as boolean);
  const percent = useSelector(upload, (s) => s.context.percent as number);
  const file = useSelector(upload, (s) => s.context.file as { name: string } | null);
  const error = useSelector(upload, (s) => s.context.error as { message: string } | null);
  const failed = useSelector(upload, (s) => s.matches('failed') as boolean);
  const succeeded = useSelector(upload, (s) => s.context.succeeded as boolean);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    const reloaded = upload.on('reloaded', ({ load }: { load: DocumentsList }) => onList(load));
    return () => reloaded.unsubscribe();
  }, [upload, onList]);

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      p="4"
    >
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h2" size="md" id={headingId}>
          {type.caption}
          {type.required ? (
            <>
              {' '}
              <Text as="span" aria-hidden="true" color="fg.error">
                {REQUIRED_MARK}
              </Text>
              <Text as="span" srOnly>
                (required)
              </Text>
            </>
          ) : null}
        </Heading>
        {addable ? (
          <>
            <Button
              variant="outline"
              colorPalette="brand"
              aria-label={`Add Document for ${type.caption}`}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              Add Document
            </Button>
            <chakra.input
              ref={input}
              type="file"
              srOnly
              tabIndex={-1}
              aria-hidden="true"
              accept={ACCEPT}
              aria-label={`Add Document for ${type.caption}`}
              data-type={type.key}
              disabled={busy}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (chosen) upload.send({ type: 'UPLOAD', file: chosen });
              }}
            />
          </>
        ) : null}
      </Flex>
      <FileList
        id={id}
        files={type.files}
        disabled={busy}
        onRemove={removable ? (fileId) => upload.send({ type: 'REMOVE', fileId }) : undefined}
      />
      {uploading && file ? <UploadProgress name={file.name} percent={percent} /> : null}
      {succeeded && file ? (
        <Box mt="3">
          <StatusMessage tone="success">
            {UPLOAD_SUCCESS}: {file.name}
          </StatusMessage>
        </Box>
      ) : null}
      {failed && error ? (
        <Box mt="3">
          <InlineAlert title={error.message}>
            <Button size="xs" variant="outline" mt="2" onClick={() => upload.send({ type: 'DISMISS' })}>
              Dismiss
            </Button>
          </InlineAlert>
        </Box>
      ) : null}
    </Box>
  );
}
