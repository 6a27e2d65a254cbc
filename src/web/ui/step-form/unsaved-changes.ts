import { createContext, useContext, useEffect } from 'react';

/** The step screen shell listens here for whether the form holds changes not saved yet. */
export const UnsavedChangesContext = createContext<((dirty: boolean) => void) | null>(null);

/** Tells the shell (if any) whether the form holds unsaved changes, so leaving asks first. */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
}
