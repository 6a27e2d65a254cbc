/**
 * A Content-Disposition that makes the browser save the file under `name` without trusting it: an
 * ASCII fallback with anything unusual replaced, and the real name percent-encoded (RFC 6266, 5987).
 */
export function attachmentDisposition(name: string): string {
  return dispositionOf('attachment', name);
}

/** The same for a file shown in the page (staff's previews): the name only names it if it is saved. */
export function inlineDisposition(name: string): string {
  return dispositionOf('inline', name);
}

function dispositionOf(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
