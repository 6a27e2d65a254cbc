/**
 * Clears the app's react-query cache on sign-out without loading react-query: the client lives in a
 * lazy chunk (app/query-client.tsx, issue 12 first load), which registers its `clear` here once made.
 */
const clearers = new Set<() => void>();

export function onClearQueryCache(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

export function clearQueryCache(): void {
  for (const clear of clearers) clear();
}
