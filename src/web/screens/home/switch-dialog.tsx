import { useRef } from 'react';
import { otherCategory, switchQuestion } from '@/domain/applications/category.ts';
import type { Category } from '@/domain/user.ts';
import { AccountCategoryActor } from '@/web/logic/home.ts';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';

/** 'Do you change the account category to {X} Student?' with Yes and No (spec §2). */
export function SwitchDialog() {
  const actor = AccountCategoryActor.useActorRef();
  const open = AccountCategoryActor.useSelector((s) => s.matches('confirming') || s.matches('switching'));
  const busy = AccountCategoryActor.useSelector((s) => s.matches('switching'));
  const category = AccountCategoryActor.useSelector((s) => s.context.category);
  const error = AccountCategoryActor.useSelector((s) => s.context.error);
  // The question keeps its wording while the switch saves and the dialog closes.
  const target = useRef<Category | null>(null);
  if (open && !busy && category) target.current = otherCategory(category);
  if (!target.current) return null;
  return (
    <ConfirmDialog
      open={open}
      title={switchQuestion(target.current)}
      confirmLabel="Yes"
      cancelLabel="No"
      busy={busy}
      busyLabel="Saving…"
      error={error}
      onConfirm={() => actor.send({ type: 'YES' })}
      onCancel={() => actor.send({ type: 'NO' })}
    />
  );
}
