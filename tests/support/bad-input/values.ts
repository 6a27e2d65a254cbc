import fc from 'fast-check';
import { hasLoneSurrogate } from '../../../src/domain/steps/text-safety.ts';

/**
 * The bad values an attacker (or a broken client, or a paste from Word) sends, as fast-check
 * arbitraries: text with every unicode edge the database or a parser may choke on, numbers past
 * every range, wrong types, nesting deeper than any form, and keys that poison prototypes.
 */

/** Stand-ins replaced when a request is sent: the caller's own application, its version, … */
export const Marker = {
  own: '«own»',
  version: '«version»',
  email: '«email»',
  token: '«token»',
  /** `{ '«nest»': [depth, asObject, key] }`: that deep a nesting, made when sent (short to print). */
  nest: '«nest»',
} as const;

/** Text a database, a regex, an HTML page or a JSON parser may treat specially. */
export const SPECIAL_TEXT: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t\n\r',
  '\u0000',
  'Nguyen\u0000',
  '\u0000\u0000\u0000',
  '\uD800',
  'Ngu\uD800yen',
  '\uDC00Nguyen',
  '\uDBFF\uDBFF',
  '\uDFFF\uD800',
  '\u202E\u202Dgnp.exe',
  '\u200F\u05E9\u05DC\u05D5\u05DD\u200E',
  '\u0645\u0631\u062D\u0628\u0627',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  '\uFFFD',
  '\uFFFE\uFFFF',
  '\u2028\u2029',
  '\u0085',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇦🇺',
  '𝕳𝖊𝖑𝖑𝖔',
  'e\u0301',
  'Z\u0334\u0321\u031B\u031B\u0316\u034E\u0330\u0327\u0322',
  'a'.concat('\u0300'.repeat(200)),
  'ǅ ß ﬁ İ ı',
  '１２３',
  '١٢٣',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "admin'--",
  '%',
  '_',
  '\\',
  '%_\\',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '../../../../etc/passwd',
  'C:\\Windows\\system32',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '2147483648',
  '1e308',
  '0x10',
  '1,5',
  'Domestic',
  'International',
  'accept',
  'editing',
  'Evidence Needed',
  'Documents',
  'csv',
  'xlsx',
  '1900-01-01',
  '9999-12-31',
  '2024-02-30',
  'a@b',
  'x@example.com',
  'UPPER@EXAMPLE.COM ',
];

/** Numbers at and past every edge: int4, safe integers, doubles. */
export const SPECIAL_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Object keys that reach prototypes, or look like operators, or are no names at all. */
export const SPECIAL_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
  '',
  ' ',
  '\u0000',
  '\uD800',
  'a.b',
  '0',
  '-1',
  '$where',
  '$gt',
  'id',
  'userId',
  'role',
  'ownerId',
];

/** Characters that each broke, or could break, something: storage, parsing, display, matching. */
export const EDGE_CHARS: readonly string[] = [
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u0301',
  '\u0009',
  '\n',
  '\r',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u2028',
  '😀',
  '👩‍💻',
  'é',
  'ß',
  'İ',
  '中',
  'ا',
  "'",
  '"',
  '\\',
  '`',
  '<',
  '>',
  '&',
  '%',
  '_',
  '$',
  ';',
  '/',
];

/** A string of `unit` repeated: long text without generating it character by character. */
const repeated = (unit: fc.Arbitrary<string>, min: number, max: number) =>
  fc.tuple(unit, fc.integer({ min, max })).map(([text, times]) => (text || 'x').repeat(times));

/** Any text a client could send, weighted toward the edges. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  {
    weight: 4,
    arbitrary: fc.string({
      unit: fc.oneof(fc.constantFrom(...EDGE_CHARS), fc.string({ minLength: 1, maxLength: 1 })),
      minLength: 1,
      maxLength: 12,
    }),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...SPECIAL_TEXT), fc.string({ unit: 'binary', maxLength: 4 })), {
        minLength: 2,
        maxLength: 5,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: repeated(fc.constantFrom('x', 'é', '😀', '\u0301', "'", 'a\u0000'), 50, 3_000) },
  { weight: 1, arbitrary: repeated(fc.string({ unit: 'grapheme', maxLength: 3 }), 1_000, 120_000) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.integer({ min: -10, max: 10 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);

export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: nastyString },
);

/** An object made with own properties only, so `__proto__` stays a key (as JSON.parse makes it). */
export function ownObject(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const made: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(made, key, { value, enumerable: true, writable: true, configurable: true });
  return made;
}

/** `depth` arrays or objects one inside the other, around `inner`. */
export function nested(depth: number, inner: unknown, asObject: boolean, key = 'a'): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = asObject ? ownObject([[key, value]]) : [value];
  return value;
}

/** Wrong types, nulls, nesting and poisoned objects: any JSON value, weighted toward trouble. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: nastyString },
    { weight: 4, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(nastyKey, tie('value')), { maxLength: 4 }).map(ownObject),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 2, max: 3_000 }), fc.boolean(), fc.constantFrom('a', '__proto__', ''))
        .map(([depth, asObject, key]) => ownObject([[Marker.nest, [depth, asObject, key]]])),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        ownObject([['__proto__', { isAdmin: true, role: 'staff' }]]),
        ownObject([['constructor', { prototype: { isAdmin: true } }]]),
        ownObject([['__proto__', null]]),
        [],
        {},
        [null],
        [[]],
      ),
    },
  ),
})).value;

/**
 * A component of a URL (a path segment, a query key or value) percent-encoded byte by byte. A lone
 * surrogate has no UTF-8: it goes as its 3-byte (CESU) form, the bytes a careless client sends.
 */
export function encodeLoose(text: string): string {
  if (!hasLoneSurrogate(text)) return encodeURIComponent(text);
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    let bytes: number[];
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes = [...Buffer.from(text.slice(index, index + 2), 'utf8')];
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    } else if (/[A-Za-z0-9\-._~]/.test(text[index] ?? '')) {
      out += text[index];
      continue;
    } else {
      bytes = [...Buffer.from(text[index] ?? '', 'utf8')];
    }
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** A path parameter as written in the URL: ids of every wrong shape, and the caller's own id. */
export const nastyIdSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(Marker.own) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1',
      '2',
      '2147483647',
      '2147483648',
      '-2147483649',
      '4294967296',
      '99999999999999999999',
      '1e308',
      '1e3',
      '1.5',
      '01',
      '0x10',
      '+1',
      '-0',
      'abc',
      'null',
      'undefined',
      'NaN',
      'Infinity',
      '%201',
      '1%20',
      '%00',
      '1%00',
      '%ED%A0%80',
      '%ED%B0%80',
      '%FF',
      '%C0%AF',
      '%',
      '%zz',
      '%2F',
      '%2e%2e',
      '..',
      '.',
      '1;DROP%20TABLE%20applications',
      "1'OR'1'='1",
      '%3Cscript%3E',
      '__proto__',
      'constructor',
      '%EF%BC%91',
      '%D9%A1',
    ),
  },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map((value) => encodeLoose(String(value))) },
  {
    weight: 2,
    arbitrary: nastyString.filter((text) => text.length > 0).map((text) => encodeLoose(text.slice(0, 3_000))),
  },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 4_000 }).map((length) => '1'.repeat(length)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 30, max: 2_000 }))
      .map(([unit, times]) => encodeLoose(unit.repeat(times))),
  },
);

/** A raw JSON literal JSON.stringify never writes: past double range, escaped surrogates, … */
export const rawJsonLiteral: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1e400',
      '-1e400',
      '1'.repeat(400),
      '-0',
      '0.0000000000000000000000000000000000000001',
      '1E+2',
      '2147483648',
      '-2147483649',
      '"\\u0000"',
      '"a\\u0000b"',
      '"\\ud800"',
      '"\\udc00\\ud800"',
      '"\\uDBFF"',
      '"\\u202e"',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"a":1,"a":2}',
      '[]',
      '{}',
      'null',
      'true',
    ),
  },
  { weight: 2, arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? 'null') },
);
