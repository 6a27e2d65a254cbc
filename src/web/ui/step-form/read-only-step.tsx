import type { ReactNode } from 'react';
import { STATUS_LABELS, type StatusKey } from '@/domain/applications/status.ts';
import { NoteBox } from '@/web/ui/note-box.tsx';

/** What a step says when its application can no longer be changed (issue 10: steps open read-only). */
export const readOnlyNotice = (status: StatusKey) =>
  `This application is ${STATUS_LABELS[status]}: its answers can be read but no longer changed.`;

/**
 * A form step of an application that is not being edited (submitted, under review, …): the answers
 * shown as saved, every control and the step's button disabled by one disabled fieldset (the server
 * refuses such saves anyway), with a note that says why.
 */
export function ReadOnlyStep({ status, children }: { status: StatusKey; children: ReactNode }) {
  return (
    <>
      <NoteBox label="Read only" mb="4">
        {readOnlyNotice(status)}
      </NoteBox>
      <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </>
  );
}
