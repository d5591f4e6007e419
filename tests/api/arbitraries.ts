import fc from "fast-check";

/**
 * Hostile values for the property tests (issue 11, deliverable 2): what an attacker or a broken
 * client sends instead of what a form or the JSON API expects.
 */

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "\" OR 1=1 --",
  "1; SELECT * FROM sessions",
  "x' UNION SELECT password_hash FROM users --",
  'title:"', // FTS5 column filter, unterminated phrase
  "NEAR(a b", // FTS5 operator, unbalanced
  "a OR AND NOT b",
  "*",
  "^prompt",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  '{"__proto__":{"admin":true}}',
  "{{7*7}}",
  "${process.env.SESSION_SECRET}",
  "../../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "constructor",
  "__proto__",
];

const NUMBER_SHAPED = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "9007199254740993",
  "0x10",
  "1_000",
  "-0",
  "0.1e-400",
  "12abc",
  " 5 ",
  "99999999999999999999999999",
];

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const BIDI = fc.constantFrom("\u202e", "\u202d", "\u200f", "\u200e", "\u2066", "\u2069", "\u061c");
const ZERO_WIDTH = fc.constantFrom("\u200b", "\u200c", "\u200d", "\ufeff", "\u00ad");

/** Short text mixing normal letters with the characters that break naive code. */
const nastyText = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
      { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
      { weight: 1, arbitrary: CONTROL },
      { weight: 1, arbitrary: LONE_SURROGATE },
      { weight: 1, arbitrary: BIDI },
      { weight: 1, arbitrary: ZERO_WIDTH },
      { weight: 1, arbitrary: fc.constantFrom(...INJECTIONS) },
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

/** 100 KB of one repeated piece: oversized for every text field the product has. */
const hugeText = fc
  .constantFrom("x", "é", "🙂", "\u0000", "<b>", "'", "\u202e")
  .map((piece) => piece.repeat(Math.ceil(100_000 / piece.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_SHAPED) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "\t\n", "\u0000") },
  { weight: 1, arbitrary: hugeText },
);

/** Strings with no control character: a search term FTS5 still mishandles otherwise. */
// waits for issue 11 "search containing a control character reaches FTS5" (input helper)
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
export const hostileSearchString = hostileString.map((text) => text.replace(/[\u0000-\u001f\u007f]/g, " "));

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, 0.1 + 0.2),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value a field might be given: scalars, arrays where strings belong, nested objects. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "constructor", "$gt"), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Names a parser walks as paths: nested thousands of levels deep, or just oddly. */
const PATH_NAMES = ["[0]".repeat(20_000), "a.".repeat(20_000), "payoutDetails[bankName][x]", "tags[]", "__proto__[admin]", "constructor.prototype"];

/** A field name: usually one the endpoint reads (so validation is reached), sometimes a stray one. */
const fieldName = (fields: readonly string[]) =>
  fields.length === 0
    ? fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor", ...PATH_NAMES))
    : fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...fields) },
        { weight: 2, arbitrary: hostileString },
        { weight: 1, arbitrary: fc.constantFrom(...PATH_NAMES) },
      );

/** A JSON body: an object over the endpoint's fields with hostile values, some left out. */
export const hostileJsonBody = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(fieldName(fields), hostileJsonValue, { maxKeys: fields.length + 2 }) },
    { weight: 1, arbitrary: hostileJsonValue }, // not an object at all
  );

/** A raw body sent as application/json: mostly JSON, sometimes not. */
export const hostileRawJson = (fields: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: hostileJsonBody(fields).map((body) => JSON.stringify(body) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("", "{", '{"a":}', "\u0000", "{\"email\": \"\\ud800\"}", "[1,2", "undefined") },
    { weight: 1, arbitrary: hostileString },
  );

const WRONG_FILES: [string, string, Uint8Array][] = [
  ["evil.php", "application/x-php", new TextEncoder().encode("<?php system($_GET['c']); ?>")],
  ["photo.png", "image/png", new TextEncoder().encode("not really a png")],
  ["page.html", "text/html", new TextEncoder().encode("<script>alert(1)</script>")],
  ["empty.png", "image/png", new Uint8Array(0)],
  ["image.svg", "image/svg+xml", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ["\u202egnp.exe", "", new Uint8Array([0x4d, 0x5a, 0, 0])],
  ["../../x.png", "image/png", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
];

/** A file where text or an image is expected: wrong type, fake image, empty, traversal name. */
export const hostileFile: fc.Arbitrary<File> = fc
  .constantFrom(...WRONG_FILES)
  .map(([name, type, bytes]) => new File([bytes as BlobPart], name, { type }));

export type FormEntry = [name: string, value: string | File];

/**
 * Form fields as a browser (or a script) might post them: the form's own names, repeated,
 * missing or stray, each with a hostile string, sometimes a file.
 */
export const hostileFormEntries = (fields: readonly string[], { files = true } = {}): fc.Arbitrary<FormEntry[]> =>
  fc.array(
    fc.tuple(
      fieldName(fields),
      files
        ? fc.oneof({ weight: 8, arbitrary: hostileString }, { weight: 1, arbitrary: hostileFile })
        : hostileString,
    ),
    { maxLength: fields.length + 3 },
  );

/** The entries as a body: multipart when a file is among them (or asked), urlencoded otherwise. */
export function formBody(entries: FormEntry[], multipart = false): FormData | URLSearchParams {
  if (multipart || entries.some(([, value]) => typeof value !== "string")) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  }
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, value as string);
  return params;
}

/** A query string over the given parameters, hostile values, repeated keys allowed. */
export const hostileQuery = (params: readonly string[], value = hostileString): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fieldName(params), value), { maxLength: params.length + 2 })
    .map((pairs) => new URLSearchParams(pairs).toString());

/** A path segment standing in for an id. */
export const hostileId: fc.Arbitrary<string> = fc
  .oneof(hostileString.filter((text) => text.length < 2000), fc.constantFrom("0", "-1", "null", "undefined", "%00", "..", "1e309"))
  .map((text) => percentEncoded(text) || "x");

/** A lone surrogate cannot be percent-encoded as UTF-8: it goes as its raw (malformed) bytes. */
function percentEncoded(text: string): string {
  return [...text]
    .map((char) => (/^[\ud800-\udfff]$/.test(char) ? `%ED%${(0xa0 + ((char.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%80` : encodeURIComponent(char)))
    .join("");
}

/** Seed and run count for every property: small enough to keep the files under a minute. */
export const RUNS = (numRuns: number) => ({ numRuns, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) });
