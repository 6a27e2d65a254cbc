/**
 * Small registries the app fills at start-up, so the API client can show messages and navigate
 * without importing React or the router. Until the app registers, notices go to the console and
 * navigation falls back to a full page load.
 */
export type NoticeTone = 'error' | 'success' | 'info';
export interface Notice {
  tone: NoticeTone;
  message: string;
  /** How long the message stays, in milliseconds. */
  durationMs: number;
}
export type NoticeHandler = (notice: Notice) => void;
export type Navigator = (to: string, options?: { replace?: boolean }) => void;

let noticeHandler: NoticeHandler | null = null;
let navigator: Navigator | null = null;

/** Registers where notices go; returns a function that unregisters it. */
export function setNoticeHandler(handler: NoticeHandler): () => void {
  noticeHandler = handler;
  return () => {
    if (noticeHandler === handler) noticeHandler = null;
  };
}

/** Registers how the client navigates (the router's navigate); returns a function that unregisters it. */
export function setNavigator(navigate: Navigator): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function notify(notice: Notice): void {
  if (noticeHandler) noticeHandler(notice);
  else if (notice.tone === 'error') console.error(notice.message);
  else console.info(notice.message);
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The current path with its query and hash: what a redirect query must bring the user back to. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
