import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';

/**
 * Asks before leaving a step with unsaved changes: a link, Back, or the breadcrumb (React Router's
 * blocker and a confirmation), and closing or reloading the tab (the browser's own beforeunload
 * question). The flow's own moves after a save are let through (`allow`).
 */
export function useLeaveGuard() {
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Runs `leave` at once, or after the person confirms when there are unsaved changes. */
  const confirmThen = useCallback((leave: () => void) => {
    if (!dirtyRef.current) {
      leave();
      return;
    }
    setPending(() => leave);
  }, []);

  const open = blocker.state === 'blocked' || pending !== null;
  const dialog = (
    <ConfirmDialog
      open={open}
      title="Leave this page?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        allowed.current = true;
        if (pending) {
          setPending(null);
          pending();
        } else blocker.proceed?.();
      }}
      onCancel={() => {
        setPending(null);
        blocker.reset?.();
      }}
    >
      The changes you have made on this page have not been saved and will be lost.
    </ConfirmDialog>
  );

  return {
    dialog,
    /** The form has changes not saved (the staff container asks before switching steps). */
    dirty,
    setDirty,
    confirmThen,
    /** The step saved: what was typed is no longer unsaved (until the next change). */
    saved: useCallback(() => {
      dirtyRef.current = false;
      setDirty(false);
    }, []),
    /** The next moves are the flow's own (after a save or a confirmed link): do not ask. */
    allow: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
