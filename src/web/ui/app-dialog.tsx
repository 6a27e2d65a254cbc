import type { ReactNode } from 'react';
import { deferredView } from './deferred-view.tsx';

export interface AppDialogProps {
  open: boolean;
  /** Escape, the close button, or a click outside (when allowed). */
  onClose: () => void;
  title: ReactNode;
  /** 'alertdialog' for a question that needs an answer (confirmations, reasons). */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  /** Show the × button in the corner (default true). */
  closable?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Where focus goes on open; by default the first focusable element. */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes on close (null: back to what opened it), e.g. a message the closing brought. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A modal dialog opened and closed by a machine's state: focus moves in and is trapped, Escape
 * closes, focus returns to what opened it. Content is mounted only while open. Until its chunk has
 * arrived nothing is drawn (closed, that is what the dialog draws anyway; an open one shows once
 * the chunk is in). The dialog's code (Chakra's dialog, its focus trap and portal: ~20 KB gzip) is
 * not needed to draw a screen, only to open a dialog: its own chunk, fetched beside the screen
 * (deferred-view.tsx).
 */
export const AppDialog = deferredView<AppDialogProps>(() =>
  import('./app-dialog-view.tsx').then((module) => module.AppDialogView),
);
export const preloadAppDialog = AppDialog.preload;
