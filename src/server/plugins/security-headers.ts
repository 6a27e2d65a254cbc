import { API_PREFIX } from '../../domain/api-paths.ts';
import { shared } from './shared.ts';

/**
 * Emotion injects <style> at run time, hence 'unsafe-inline' for styles only; scripts stay 'self'.
 * blob: for images and frames: staff's document previews are fetched with the session's token and
 * shown from an object URL (issue 25 item 6), since an <img> or <iframe> cannot send the token.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  // Reset tokens travel in the /setPassWord URL: never leak it to another site.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/**
 * The headers @fastify/helmet would set, written once per answer in onSend: the same protection at
 * almost no cost (helmet halved throughput in our measurements, PITFALLS.md).
 */
export const securityHeadersPlugin = shared('security-headers', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(HEADERS);
    // API answers carry tokens and personal data: no cache may keep them.
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
