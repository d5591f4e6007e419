/**
 * How big, how many and how long a request may be: the one place these numbers live
 * (docs/decisions/0291). The front door (server/front-door.ts) refuses what is over them before
 * the app sees it; the app's own readers (form fields, the API's bodies, the webhook) read the
 * same numbers, so a request that reaches the app in a test or another way is held to them too.
 * No Node here: the image size is also shown by the browser's forms.
 */
const KB = 1024;
const MB = 1024 * KB;

/** One uploaded image (a featured image, an example output, a store cover, an avatar). */
export const MAX_IMAGE_BYTES = 5 * MB;

/** A multipart form: a prompt's five images, 5 MB each, and its text (decision 0252). */
export const MULTIPART_BODY_BYTES = 28 * MB;
/** Any other body at the front door: urlencoded forms and JSON. */
export const OTHER_BODY_BYTES = 1 * MB;
/** The payment provider's notification: a small JSON event. */
export const WEBHOOK_BODY_BYTES = 64 * KB;

/** The JSON API's bodies, read by app/api/body.server.ts. */
export const API_JSON_BYTES = 1 * MB;
/** One 5 MB image plus the text fields around it. */
export const API_FORM_BYTES = 6 * MB;
/** A prompt's featured image and its 4 example images, 5 MB each, plus its text. */
export const API_PROMPT_FORM_BYTES = 26 * MB;

/** No form has more than a few dozen fields: thousands of tiny ones are refused, not parsed. */
export const MAX_FORM_FIELDS = 200;
/** An image over MAX_IMAGE_BYTES is read to here and dropped (its form comes back as typed); past it the form is refused. */
export const OVERSIZED_IMAGE_DRAIN_BYTES = 4 * MAX_IMAGE_BYTES;

/** After an answer sent before its body was read, the rest is read and dropped up to this, for at most DRAIN_MS. */
export const DRAIN_BYTES = MULTIPART_BODY_BYTES;
export const DRAIN_MS = 10_000;

/** Idle keep-alive connections stay open longer than common proxies keep theirs (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000;

/** CONTRACT section 8: stopped within 10 s; a server still finishing requests after this is killed. */
export const STOP_DEADLINE_MS = 8_000;

/** "28 MB", "64 KB": a limit as a refusal names it. */
export const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`);
