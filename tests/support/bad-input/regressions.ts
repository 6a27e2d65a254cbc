import { API_PREFIX, ApiPath } from '../../../src/domain/api-paths.ts';
import type { BadRequest } from './requests.ts';
import { Marker } from './values.ts';

/**
 * Requests that once broke the API contract (an HTTP 500, or a body that was no envelope), found by
 * the probe of issue 13 or by the bad-input property tests. Sent again on every run, on every engine,
 * before anything generated: each must now get a handled envelope or HTTP 404/413.
 */
export interface Regression {
  /** What it broke, and where it was found. */
  found: string;
  request: BadRequest;
}

const post = (path: string) => `POST ${API_PREFIX}${path}`;
const get = (path: string) => `GET ${API_PREFIX}${path}`;

export const REGRESSIONS: Regression[] = [
  {
    found: 'issue 13 probe: NUL in the list keywords answered HTTP 500',
    request: { route: post(ApiPath.listApplications), body: { json: { keywords: 'Nguyen\u0000' } } },
  },
  {
    found: 'issue 13 probe: NUL in a support subject answered HTTP 500',
    request: {
      route: post(ApiPath.supportAdd),
      body: { json: { type: 1, subject: 'a\u0000b', content: '\u0000' } },
    },
  },
  {
    found: 'issue 13 probe: a lone surrogate in a saved field answered HTTP 500',
    request: {
      route: post(ApiPath.savePersonalDetails),
      body: { json: { applicationId: Marker.own, version: Marker.version, familyName: 'Ngu\uD800yen' } },
    },
  },
  {
    found: 'issue 13 probe: an escaped lone surrogate in raw JSON answered HTTP 500',
    request: {
      route: post(ApiPath.savePersonalDetails),
      body: { text: `{"applicationId":-1,"familyName":"\\ud800","mail":"\\udc00x"}` },
    },
  },
  {
    found: 'issue 13 probe: a support type past int4 (2147483648) answered HTTP 500',
    request: { route: post(ApiPath.supportAdd), body: { json: { type: 2147483648, subject: 'Help' } } },
  },
  {
    found: 'issue 13 probe: an id past int4 in a path answered HTTP 500',
    request: { route: post(`${ApiPath.renderEdit}:id`), params: { id: '2147483648' } },
  },
  {
    found: 'issue 13 item 6: a path id over 100 characters answered Fastify’s own 414 body',
    request: { route: post(`${ApiPath.renderEdit}:id`), params: { id: '1'.repeat(101) } },
  },
  {
    found: 'issue 13 item 6: a long second path id (over 100 characters), on a GET',
    request: {
      route: get(`${ApiPath.downloadFile}:id/:fileId`),
      params: { id: Marker.own, fileId: 'x'.repeat(2_000) },
    },
  },
  {
    found: 'issue 13 item 6: a long path id, anonymous',
    request: {
      route: get(`${ApiPath.supportDetail}:id`),
      params: { id: '9'.repeat(150) },
      caller: 'anonymous',
    },
  },
  {
    found: 'bad-input tests: a URL over 16 KiB (Node’s header limit) answered Fastify’s own 431 body',
    request: { route: post(ApiPath.listApplications), query: `keywords=${'x'.repeat(20_000)}` },
  },
  {
    found: 'bad-input tests: a path id over 16 KiB answered Fastify’s own 431 body',
    request: { route: post(`${ApiPath.deleteApplication}:id`), params: { id: '1'.repeat(17_000) } },
  },
  ...multipartCases(),
];

/**
 * Multipart bodies busboy cannot parse, found by the bad-input tests (full run, seed 13003): each
 * answered HTTP 500 until the upload route refused them as unreadable (`unreadableMultipart`).
 */
function multipartCases(): Regression[] {
  const upload = (found: string, contentType: string, text: string): Regression => ({
    found: `bad-input tests: an upload ${found} answered HTTP 500`,
    request: {
      route: post(`${ApiPath.uploadFile}:id`),
      params: { id: Marker.own },
      contentType,
      body: { text },
    },
  });
  const part = (name: string, extra = '') =>
    `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const typeField = `${part('type')}\r\nPROOF_OF_IDENTITY\r\n`;
  const fileHead = `${part('file', '; filename="passport.pdf"')}Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  return [
    upload('with no boundary', 'multipart/form-data', '{'),
    upload('with an empty boundary', 'multipart/form-data; boundary=', 'x'),
    upload('with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'),
    upload('cut short before its closing boundary', 'multipart/form-data; boundary=x', '{'),
    upload('cut short after its type field', 'multipart/form-data; boundary=x', typeField.slice(0, -2)),
    upload('whose file is cut short', 'multipart/form-data; boundary=x', `${typeField}${fileHead}abc`),
  ];
}
