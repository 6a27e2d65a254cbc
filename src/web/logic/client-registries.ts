/**
 * What the app shell hands the API client at start-up (src/web/api/notices.ts, query-cache.ts): where
 * its notices show, how it navigates, and how a sign-out clears the query cache. The views register
 * here, never with the client itself (issue 26: views do not reach the API).
 */
export { type Notice, setNavigator, setNoticeHandler } from '@/web/api/notices.ts';
export { onClearQueryCache } from '@/web/api/query-cache.ts';
