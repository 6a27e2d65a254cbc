import { Box, List, Text } from '@chakra-ui/react';
import { STATUS_LABELS, type StatusKey } from '@/domain/applications/status.ts';
import { NOT_A_DUPLICATE } from '@/domain/backoffice/duplicates.ts';
import type { HistoryEntry } from '@/domain/backoffice/types.ts';
import { listDate } from '@/web/ui/format-date.ts';

const WHAT: Record<HistoryEntry['kind'], string> = {
  save: 'Saved',
  upload: 'Uploaded',
  remove: 'Removed',
  submit: 'Submitted',
  decision: 'Status changed',
  note: 'Note',
  mark: 'Marked',
  'not-duplicate': NOT_A_DUPLICATE,
};

/** A save through the steps without an edit is recorded too (every save is), and says so. */
const changedCount = (count: number) =>
  count === 0 ? 'no changes' : `${count} ${count === 1 ? 'field' : 'fields'} changed`;

/** One entry's line: what happened, in words. */
function summaryOf(entry: HistoryEntry): string {
  const { detail } = entry;
  switch (entry.kind) {
    case 'save':
      return `${WHAT.save} the ${entry.step} step (${changedCount(entry.changes.length)})`;
    case 'upload':
    case 'remove':
      return `${WHAT[entry.kind]} ${detail.fileName ?? 'a file'} (${detail.fileType ?? ''})`;
    case 'submit':
      return `Submitted as ${detail.reference ?? ''}`;
    case 'decision': {
      const label = (key: string | null | undefined) => (key ? (STATUS_LABELS[key as StatusKey] ?? key) : '');
      return `${label(detail.from)} → ${label(detail.to)}${detail.dueDate ? `, evidence due ${detail.dueDate}` : ''}`;
    }
    case 'note':
      return WHAT.note;
    // Staff's check of a document (issue 25 item 6): its reason, if any, follows as a decision's does.
    case 'mark':
      return `${WHAT.mark} ${detail.fileName ?? 'a file'} (${detail.fileType ?? ''}) ${detail.mark ?? ''}`;
    case 'not-duplicate':
      return `${WHAT['not-duplicate']}: ${detail.other ?? ''}`;
  }
}

/** The application's history, newest first (issue 11): who, when, what, and a save's changes. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">Nothing has been recorded yet.</Text>;
  return (
    <List.Root as="ol" listStyle="none" ps="0" gap="3">
      {entries.map((entry) => (
        <List.Item key={entry.id} borderBottomWidth="1px" borderColor="border" pb="2">
          <Text fontWeight="semibold">{summaryOf(entry)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {`${listDate(entry.at)} ${entry.at.slice(11, 16)} UTC · ${entry.by.name} (${entry.by.role})`}
          </Text>
          {entry.detail.reason ? (
            <Text whiteSpace="pre-line" mt="1">
              {entry.detail.reason}
            </Text>
          ) : null}
          {entry.detail.note ? (
            <Text whiteSpace="pre-line" mt="1">
              {entry.detail.note}
            </Text>
          ) : null}
          {entry.changes.length > 0 ? (
            <Box as="details" mt="1">
              <Box as="summary" cursor="pointer">
                Changes
              </Box>
              <List.Root ps="4" fontSize="sm">
                {entry.changes.map((change) => (
                  <List.Item key={change.field}>
                    {`${change.label}: ${change.before ?? '(empty)'} → ${change.after ?? '(empty)'}`}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ) : null}
        </List.Item>
      ))}
    </List.Root>
  );
}
