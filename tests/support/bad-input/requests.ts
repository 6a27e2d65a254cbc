import fc from 'fast-check';
import {
  EDGE_CHARS,
  encodeLoose,
  Marker,
  nastyIdSegment,
  nastyKey,
  nastyString,
  nastyValue,
  ownObject,
  rawJsonLiteral,
  SPECIAL_NUMBERS,
  SPECIAL_TEXT,
} from './values.ts';

/**
 * One request to the API as plain data, so a failing one can be printed, kept in regressions.ts and
 * sent again. Markers (values.ts `Marker`) stand for the caller's own application, version, email
 * and token; they are filled in when the request is sent.
 */
export interface BadRequest {
  /** The route as Fastify lists it: 'POST /api/…/files/delete/:id/:fileId'. */
  route: string;
  /** Sent with another method than the route's (a 404 unless another route takes it). */
  method?: string;
  /** A value for each `:param`, as written in the URL (percent-encoded already). */
  params?: Record<string, string>;
  /** Written after the path as is ('/', '/x', '//'): names another route or none. */
  suffix?: string;
  /** The query string after '?', as written (percent-encoded already). */
  query?: string;
  /** The route's own caller (default), nobody, or this Authorization header. */
  caller?: 'own' | 'anonymous' | { authorization: string };
  /** The Host header (the portal a sign-in is for); 127.0.0.1:port unless told. */
  host?: string;
  /** The Content-Type header; null sends none. Default: JSON for a body, none without. */
  contentType?: string | null;
  body?: BadBody;
  /** Sent in chunks without a Content-Length (the server counts the bytes as they come). */
  chunked?: boolean;
}

export type BadBody =
  /** JSON.stringify of this value (markers filled in). */
  | { json: unknown }
  /** These characters as UTF-8, as is. */
  | { text: string }
  /** A JSON object this many bytes past the server's body limit. */
  | { oversize: number }
  /** A multipart form: these fields and at most one file, maybe cut short or with another boundary. */
  | { multipart: MultipartForm };

export interface MultipartForm {
  fields: [string, string][];
  file?: { field: string; name: string; bytes: number[] };
  /** Only this many bytes of the form are sent (its closing boundary and more left off). */
  cut?: number;
  /** The Content-Type's boundary instead of the one the form uses; null: no boundary parameter. */
  boundary?: string | null;
}

export type Role = 'applicant' | 'agent' | 'staff';

/**
 * Who calls a route when the request says 'own': nobody for the public calls (sign-in, registration,
 * password reset), staff for /staff, agents for /agent, else an applicant who owns an application.
 */
export const ownRole = (route: string): Role | 'anonymous' => {
  const [, url = ''] = route.split(' ');
  if (url.startsWith('/api/public/') || url.startsWith('/api/potential/student/register/'))
    return 'anonymous';
  if (url.startsWith('/api/staff/')) return 'staff';
  if (url.startsWith('/api/agent/')) return 'agent';
  return 'applicant';
};

/** A route's valid request as a starting point: its body and query (markers allowed). */
export interface Base {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Fields of a multipart form (an upload's `type`). */
  form?: Record<string, string>;
}

const CONTENT_TYPES = [
  'application/json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/*',
  '',
  ';',
  'a/b/c',
] as const;

/** Not JSON, or JSON of a shape no parser expects. */
const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  'Infinity',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  '\uFEFF{}',
  '"just text"',
  '42',
  'true',
  'null',
  '[]',
  '[{}]',
  '{"a":"\\x00"}',
  '{"a":"\\u12"}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  '{"a":"\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":[]}}',
  ' ',
  '\n\n',
];

const FILE_HEADS: number[][] = [
  [],
  [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a], // %PDF-1.4
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff, 0xe0], // JPEG
  [0x50, 0x4b, 0x03, 0x04], // ZIP / docx
  [0x4d, 0x5a], // an executable
  [0x3c, 0x73, 0x76, 0x67], // <svg
];

/** Every `path` to a value in `value`, to a few levels: where a mutation may land. */
function pathsIn(value: unknown, depth = 3, prefix: string[] = []): string[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const keys = Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsIn((value as Record<string, unknown>)[key], depth - 1, path)];
  });
}

type Mutation = { op: 'set' | 'delete'; path: readonly string[]; value: unknown };

/** `value` changed at `path` (a copy: the base is shared by every run). */
function applyMutation(value: unknown, mutation: Mutation): unknown {
  const [key, ...rest] = mutation.path;
  if (key === undefined) return mutation.op === 'set' ? mutation.value : undefined;
  if (value === null || typeof value !== 'object') {
    return rest.length === 0 && mutation.op === 'set' ? ownObject([[key, mutation.value]]) : value;
  }
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index > 1000) return copy;
    if (rest.length === 0 && mutation.op === 'delete') copy.splice(index, 1);
    else copy[index] = applyMutation(copy[index], { ...mutation, path: rest });
    return copy;
  }
  const entries = Object.entries(value).filter(([name]) => name !== key);
  const current = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  if (rest.length === 0 && mutation.op === 'delete') return ownObject(entries);
  return ownObject([...entries, [key, applyMutation(current, { ...mutation, path: rest })]]);
}

/** `value` with every string (keys too) or every number passed through `change`. */
function everyLeaf(value: unknown, text: (s: string) => unknown, number: (n: number) => number): unknown {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return number(value);
  if (Array.isArray(value)) return value.map((item) => everyLeaf(item, text, number));
  if (value !== null && typeof value === 'object')
    return ownObject(Object.entries(value).map(([key, item]) => [key, everyLeaf(item, text, number)]));
  return value;
}

/** The route's valid body with one to four fields removed, nulled or set to anything at all. */
function mutatedBody(base: Record<string, unknown>, knownKeys: readonly string[]): fc.Arbitrary<unknown> {
  const paths = pathsIn(base);
  const path: fc.Arbitrary<string[]> = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<string[]>(...(paths.length > 0 ? paths : [['x']])) },
    { weight: 1, arbitrary: fc.constantFrom(...knownKeys).map((key) => [key]) },
    { weight: 1, arbitrary: nastyKey.map((key) => [key]) },
  );
  const mutation = fc.record({
    op: fc.constantFrom<Mutation['op']>('set', 'set', 'set', 'delete'),
    path,
    value: fc.oneof({ weight: 4, arbitrary: nastyValue }, { weight: 1, arbitrary: fc.constant(null) }),
  });
  const isMarker = (text: string) => (Object.values(Marker) as string[]).includes(text);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 4 })
        .map((mutations) => mutations.reduce<unknown>(applyMutation, base)),
    },
    {
      // One edge character (NUL, a lone surrogate, an RTL mark, a quote, …) in every text field.
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            // The three causes of the 500s issue 13 found come first: NUL and lone surrogates.
            { weight: 2, arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDC00') },
            { weight: 3, arbitrary: fc.constantFrom(...EDGE_CHARS, ...SPECIAL_TEXT) },
          ),
          fc.nat({ max: 40 }),
        )
        .map(([edge, at]) =>
          everyLeaf(
            base,
            (text) => (isMarker(text) ? text : `${text.slice(0, at)}${edge}${text.slice(at)}`),
            (number) => number,
          ),
        ),
    },
    {
      // Every number (ids, versions, choices, pages) the same edge: past int4, negative, huge.
      weight: 1,
      arbitrary: fc
        .oneof(
          { weight: 1, arbitrary: fc.constantFrom(2147483648, -1, 0, 1e308) },
          { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_NUMBERS) },
        )
        .map((edge) =>
          everyLeaf(
            base,
            (text) => (text === Marker.own || text === Marker.version ? edge : text),
            () => edge,
          ),
        ),
    },
  );
}

/** A JSON object written by hand, with literals JSON.stringify never writes. */
const rawObject = (keys: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(keys, rawJsonLiteral), { minLength: 1, maxLength: 5 })
    .map((entries) => `{${entries.map(([key, literal]) => `${JSON.stringify(key)}:${literal}`).join(',')}}`);

/** What goes after '?': the route's own keys and every other, with values of every kind. */
function queryOf(base: Record<string, string>, knownQueryKeys: readonly string[]): fc.Arbitrary<string> {
  const baseEntries = Object.entries(base);
  const key = fc.oneof(
    ...(baseEntries.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...Object.keys(base)) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...knownQueryKeys) },
    { weight: 1, arbitrary: nastyKey },
  );
  const value = fc.oneof(
    ...(baseEntries.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...Object.values(base)) }] : []),
    { weight: 1, arbitrary: fc.constant(Marker.own) },
    { weight: 3, arbitrary: nastyString },
  );
  // Text past a few thousand characters makes the URL too long for Node (431): the raw list has one.
  const pair = fc
    .tuple(key, value)
    .map(([name, text]) => `${encodeLoose(name.slice(0, 200))}=${encodeLoose(text.slice(0, 3_000))}`);
  const raw = fc.constantFrom(
    '%',
    '%%',
    '%zz=1',
    'a=%00',
    'a=%ED%A0%80',
    'a[b]=1',
    'a=1&a=2',
    '__proto__[isAdmin]=1',
    '__proto__=1',
    'constructor[prototype][isAdmin]=1',
    '=',
    '&&&',
    'a',
    '?',
    '#x',
    `a=${'x'.repeat(8_000)}`,
    `a=${'x'.repeat(17_000)}`,
  );
  const baseQuery = baseEntries.map(([name, text]) => `${encodeLoose(name)}=${encodeLoose(text)}`).join('&');
  return fc.oneof(
    { weight: 2, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&')) },
    {
      weight: 2,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 2 })
        .map((pairs) => [baseQuery, ...pairs].filter(Boolean).join('&')),
    },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: raw.map((text) => [baseQuery, text].filter(Boolean).join('&')) },
  );
}

/** Text for a body that is no JSON, JSON of the wrong shape, cut short, or nested past any limit. */
function textBody(
  base: Record<string, unknown> | undefined,
  keys: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const json = JSON.stringify(base ?? { a: 1 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    { weight: 2, arbitrary: fc.nat({ max: json.length - 1 }).map((cut) => json.slice(0, cut)) },
    { weight: 2, arbitrary: rawObject(keys) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 10, max: 200_000 }), fc.constantFrom('[', '{"a":'))
        .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  );
}

const multipartBody = (knownKeys: readonly string[], form: Record<string, string>): fc.Arbitrary<BadBody> => {
  const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  const field = fc.oneof(
    ...(Object.keys(form).length > 0
      ? [{ weight: 2, arbitrary: fc.constantFrom(...Object.entries(form)) }]
      : []),
    {
      weight: 3,
      arbitrary: fc.tuple(fc.oneof(fc.constantFrom('type', ...knownKeys), nastyKey), nastyString),
    },
  );
  const file = fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: nastyKey }),
    name: fc.oneof(fc.constantFrom('passport.pdf', '../../x.pdf', 'a\\b.png', '.pdf', ''), nastyString),
    bytes: fc
      .tuple(fc.constantFrom(...FILE_HEADS), fc.array(fc.nat({ max: 255 }), { maxLength: 200 }))
      .map(([head, tail]) => [...head, ...tail]),
  });
  return fc
    .record({
      fields: fc.array(field, { maxLength: 5 }),
      file: fc.option(file, { nil: undefined, freq: 4 }),
      cut: rarely(fc.nat({ max: 600 })),
      boundary: rarely(fc.constantFrom<string | null>(null, '', 'x', 'b'.repeat(300), '"quoted"', '--')),
    })
    .map(({ fields, file: upload, cut, boundary }): BadBody => {
      const made: MultipartForm = { fields };
      if (upload) made.file = upload;
      if (cut !== undefined) made.cut = cut;
      if (boundary !== undefined) made.boundary = boundary;
      return { multipart: made };
    });
};

/** Names of fields and query keys the API knows (every base's), so mutations also hit real names. */
export interface KnownNames {
  bodyKeys: readonly string[];
  queryKeys: readonly string[];
}

export function knownNames(bases: Record<string, Base>): KnownNames {
  const bodyKeys = new Set<string>(['applicationId', 'version', 'id']);
  const queryKeys = new Set<string>(['applicationId', 'step', 'category']);
  for (const base of Object.values(bases)) {
    for (const path of pathsIn(base.body ?? {})) for (const key of path) bodyKeys.add(key);
    for (const key of Object.keys(base.query ?? {})) queryKeys.add(key);
  }
  return {
    bodyKeys: [...bodyKeys].filter((key) => !/^\d+$/.test(key)),
    queryKeys: [...queryKeys],
  };
}

/**
 * Every kind of bad request for one route: its path params, query, caller, headers and body each
 * chosen from the bad values, mostly one thing wrong at a time around the route's valid request
 * (so the payload reaches the route's validation, not only the refusal of a missing session).
 */
export function badRequests(route: string, base: Base, names: KnownNames): fc.Arbitrary<BadRequest> {
  const [method = 'GET', url = ''] = route.split(' ');
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? 'id');
  const keys = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...names.bodyKeys) },
    { weight: 1, arbitrary: nastyKey },
  );
  const params =
    paramNames.length === 0
      ? fc.constant(undefined)
      : fc.oneof(
          {
            weight: 1,
            arbitrary: fc.constant(Object.fromEntries(paramNames.map((name) => [name, Marker.own]))),
          },
          {
            weight: 6,
            arbitrary: fc
              .tuple(...paramNames.map(() => nastyIdSegment))
              .map((values) =>
                Object.fromEntries(paramNames.map((name, index) => [name, values[index] ?? ''])),
              ),
          },
        );
  const baseQuery = base.query ?? {};
  const query = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constant(
        Object.entries(baseQuery)
          .map(([name, text]) => `${encodeLoose(name)}=${encodeLoose(text)}`)
          .join('&') || undefined,
      ),
    },
    { weight: 2, arbitrary: queryOf(baseQuery, names.queryKeys) },
  );
  const body: fc.Arbitrary<BadBody | undefined> = fc.oneof(
    ...(base.body
      ? [{ weight: 10, arbitrary: mutatedBody(base.body, names.bodyKeys).map((json) => ({ json })) }]
      : []),
    ...(base.body ? [{ weight: 1, arbitrary: fc.constant({ json: base.body }) }] : []),
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(keys, nastyValue), { maxLength: 6 })
        .map((entries) => ({ json: ownObject(entries) })),
    },
    { weight: 2, arbitrary: nastyValue.map((json) => ({ json })) },
    { weight: 3, arbitrary: textBody(base.body, keys).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((oversize) => ({ oversize })) },
    {
      weight: url.includes('/upload/') ? 6 : 1,
      arbitrary: multipartBody(names.bodyKeys, base.form ?? {}),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, null) },
  );
  const caller = fc.oneof(
    { weight: 12, arbitrary: fc.constant<BadRequest['caller']>('own') },
    { weight: 1, arbitrary: fc.constant<BadRequest['caller']>('anonymous') },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'bearer «token»',
            'Bearer  «token»',
            'Bearer «token» extra',
            'Bearer «token»x',
            'Basic «token»',
            '«token»',
            `Bearer ${'a'.repeat(5_000)}`,
            'Bearer \t',
            "Bearer ' OR '1'='1",
            'Bearer ../../etc/passwd',
            'Bearer %00',
          ),
          fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
        )
        .map((authorization) => ({ authorization })),
    },
  );
  const rest = fc.record(
    {
      method: fc.oneof(
        { weight: 20, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
      ),
      suffix: fc.oneof(
        { weight: 20, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('/', '//', '/x', '/..', '/%2e%2e', ';a=1', '%00', '%ED%A0%80'),
        },
      ),
      host: fc.oneof(
        { weight: 20, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('staff.portal.test', 'agent.portal.test', 'x', '[::1]:1') },
      ),
      chunked: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({ params, query, body, contentType, caller, rest })
    .map(({ rest: extra, ...request }): BadRequest => {
      const made: BadRequest = { route };
      if (extra.method !== undefined && extra.method !== method) made.method = extra.method;
      if (request.params) made.params = request.params;
      if (extra.suffix !== undefined) made.suffix = extra.suffix;
      if (request.query !== undefined) made.query = request.query;
      if (request.caller !== 'own') made.caller = request.caller;
      if (extra.host !== undefined) made.host = extra.host;
      if (request.contentType !== undefined) made.contentType = request.contentType;
      if (request.body !== undefined) made.body = request.body;
      if (extra.chunked) made.chunked = true;
      return made;
    });
}
