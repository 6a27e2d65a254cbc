import { request as httpRequest } from 'node:http';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import type { BadRequest, Role } from './requests.ts';
import { ownRole } from './requests.ts';
import { Marker, nested } from './values.ts';

/** What a request's markers stand for, and whose sessions it is sent with. */
export interface Fill {
  applicationId: number;
  version: number;
  email: string;
  tokens: Record<Role, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** `value` with every marker string replaced (own-property objects kept: `__proto__` stays a key). */
function filled(value: unknown, fill: Fill): unknown {
  if (value === Marker.own) return fill.applicationId;
  if (value === Marker.version) return fill.version;
  if (value === Marker.email) return fill.email;
  if (Array.isArray(value)) return value.map((item) => filled(item, fill));
  if (value !== null && typeof value === 'object') {
    const nest = (value as Record<string, unknown>)[Marker.nest];
    if (Array.isArray(nest) && Object.keys(value).length === 1) {
      const [depth, asObject, key] = nest as [number, boolean, string];
      return nested(depth, 'x', asObject, key);
    }
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(copy, key, {
        value: filled(item, fill),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  return value;
}

const fillText = (text: string, fill: Fill, role: Role | 'anonymous') =>
  text
    .replaceAll(Marker.own, String(fill.applicationId))
    .replaceAll(Marker.version, String(fill.version))
    .replaceAll(Marker.email, encodeURIComponent(fill.email))
    .replaceAll(Marker.token, fill.tokens[role === 'anonymous' ? 'applicant' : role]);

/** The request's body as bytes, and the content type it goes with unless the request says another. */
function bodyBytes(request: BadRequest, fill: Fill, bodyLimit: number): { bytes?: Buffer; type?: string } {
  const { body } = request;
  if (!body) return {};
  if ('json' in body) {
    const text = JSON.stringify(filled(body.json, fill)) ?? 'null';
    return { bytes: Buffer.from(text, 'utf8'), type: 'application/json' };
  }
  if ('text' in body) return { bytes: Buffer.from(body.text, 'utf8'), type: 'application/json' };
  if ('oversize' in body) {
    const padding = 'x'.repeat(bodyLimit + body.oversize);
    return { bytes: Buffer.from(`{"loginEmail":"${padding}"}`, 'utf8'), type: 'application/json' };
  }
  const form = body.multipart;
  const boundary = '----bad-input-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  const header = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"${extra}\r\n`;
  for (const [name, value] of form.fields) parts.push(Buffer.from(`${header(name)}\r\n${value}\r\n`, 'utf8'));
  if (form.file) {
    const name = form.file.name.replace(/["\r\n]/g, '_');
    parts.push(
      Buffer.from(
        `${header(form.file.field, `; filename="${name}"`)}Content-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(form.file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(parts);
  const declared = form.boundary === undefined ? boundary : form.boundary;
  return {
    bytes: form.cut === undefined ? whole : whole.subarray(0, form.cut),
    type: declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`,
  };
}

/** The path and query as written on the request line, markers filled in. */
export function pathOf(request: BadRequest, fill: Fill): string {
  const [, url = ''] = request.route.split(' ');
  const role = ownRole(request.route);
  const path = url.replace(/:(\w+)/g, (_, name: string) =>
    fillText(request.params?.[name] ?? Marker.own, fill, role),
  );
  const query = request.query === undefined ? '' : `?${fillText(request.query, fill, role)}`;
  return `${path}${request.suffix ?? ''}${query}`;
}

/**
 * Sends a request over a plain socket (not fetch, which would tidy the URL and refuse a GET with a
 * body). A server that answers before reading the whole body (413) may close the socket while it is
 * still being written: the answer already given counts, the write error does not.
 */
export function send(baseUrl: string, request: BadRequest, fill: Fill, bodyLimit: number): Promise<Answer> {
  const [routeMethod = 'GET'] = request.route.split(' ');
  const role = ownRole(request.route);
  const { bytes, type } = bodyBytes(request, fill, bodyLimit);
  const headers: Record<string, string> = {};
  const contentType = request.contentType === undefined ? type : request.contentType;
  if (contentType != null) headers['content-type'] = contentType;
  const caller = request.caller ?? 'own';
  if (caller === 'own') {
    if (role !== 'anonymous') headers.authorization = `Bearer ${fill.tokens[role]}`;
  } else if (caller !== 'anonymous') headers.authorization = fillText(caller.authorization, fill, role);
  if (request.host !== undefined) headers.host = request.host;
  // Said explicitly: Node writes a GET's body unframed unless told (then it is a second request).
  if (bytes) {
    if (request.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(bytes.length);
  }
  const target = new URL(baseUrl);
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method ?? routeMethod,
        path: pathOf(request, fill),
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => {
          if (!settled) reject(error);
          settled = true;
        });
        response.on('end', () => {
          settled = true;
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      // The answer may still be on its way after our write failed; wait for it briefly.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        setTimeout(() => {
          if (!settled)
            reject(new Error(`the server dropped the connection without an answer (${error.code})`));
        }, 2_000);
        return;
      }
      settled = true;
      reject(error);
    });
    if (bytes && request.chunked) {
      const step = Math.max(1, Math.ceil(bytes.length / 3));
      for (let at = 0; at < bytes.length; at += step) outgoing.write(bytes.subarray(at, at + step));
      outgoing.end();
    } else {
      outgoing.end(bytes);
    }
  });
}

/** Codes of a handled envelope (HTTP 200): success and the refusals. A 500 code is never right here. */
const HANDLED_CODES: readonly number[] = [Code.Success, Code.Unauthorized, Code.Forbidden, Code.Refused];

/** Transport faults the API answers with a real status, each with its one envelope (docs/api.md). */
const TRANSPORT_ENVELOPES: Record<number, { code: number; msg: string; result: null }> = {
  404: { code: 404, msg: Msg.notFound, result: null },
  413: { code: 413, msg: Msg.requestTooLarge, result: null },
  431: { code: 431, msg: Msg.requestTooLarge, result: null },
};

/** Routes that answer a file (not an envelope) on success. */
const FILE_ROUTE = /\/(download|pdf)\/|\/export$/;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Why an answer breaks the API contract (docs/api.md "The envelope"), or undefined when it keeps it:
 * HTTP 200 with an envelope of code 204/401/403/406 (or a file from a file route), or HTTP 404, 413 or
 * 431 (a URL past Node's 16 KiB) with their envelopes. Anything else — a 500, Fastify's own error
 * body, a 400 or 414 — is a finding.
 */
export function breach(request: BadRequest, answer: Answer): string | undefined {
  const body = parse(answer.text) as { code?: unknown; msg?: unknown; result?: unknown } | undefined;
  const shown = `HTTP ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
  if (answer.status === 200) {
    if (!answer.contentType.startsWith('application/json')) {
      const [, url = ''] = request.route.split(' ');
      return FILE_ROUTE.test(url) ? undefined : `a 200 that is no envelope: ${shown}`;
    }
    const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
    if (keys !== 'code,msg,result' || typeof body?.msg !== 'string')
      return `a 200 whose body is no envelope: ${shown}`;
    if (!HANDLED_CODES.includes(body.code as number)) return `envelope code ${String(body.code)}: ${shown}`;
    return undefined;
  }
  const expected = TRANSPORT_ENVELOPES[answer.status];
  if (!expected) return `HTTP ${answer.status} is no answer the API gives: ${shown}`;
  if (JSON.stringify(body) !== JSON.stringify(expected))
    return `HTTP ${answer.status} without its envelope: ${shown}`;
  return undefined;
}
