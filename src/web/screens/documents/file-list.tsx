import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ApplicationFile } from '@/domain/documents/types.ts';
import { documentDownloadLogic } from '@/web/logic/downloads.ts';
import { listDate } from '@/web/ui/format-date.ts';

interface FileListProps {
  /** The application id. */
  id: number;
  files: ApplicationFile[];
  disabled: boolean;
  /** Absent when the files can no longer be changed. */
  onRemove?: (fileId: number) => void;
}

/** A type's uploaded files (spec §2): the name (it downloads the file), the date, and Remove. */
export function FileList({ id, files, disabled, onRemove }: FileListProps) {
  // One download at a time (machines/download.ts).
  const [logic] = useState(() => documentDownloadLogic());
  const downloads = useActorRef(logic);
  if (files.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No document uploaded yet.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {files.map((file) => (
        <Flex as="li" key={file.id} align="center" gap="3" wrap="wrap">
          <Button
            variant="plain"
            color="brand.fg"
            textDecoration="underline"
            px="0"
            h="auto"
            minH="6"
            aria-label={`Download ${file.file.sourceName}`}
            onClick={() => downloads.send({ type: 'DOWNLOAD', item: String(file.id), params: { id, file } })}
          >
            {file.file.sourceName}
          </Button>
          <Text as="span" color="fg.muted" fontSize="sm">
            {listDate(file.file.insertTime)}
          </Text>
          {onRemove ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={disabled}
              aria-label={`Remove ${file.file.sourceName}`}
              onClick={() => onRemove(file.id)}
            >
              Remove
            </Button>
          ) : null}
        </Flex>
      ))}
    </Stack>
  );
}
