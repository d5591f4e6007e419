/**
 * Turns one line a child process printed into one JSON log line (CONTRACT section 7).
 * JSON lines pass unchanged; remix-serve's morgan "tiny" request lines
 * (`GET /path?x 200 123 - 4.567 ms`) become request records without the query string
 * (it may carry tokens); anything else is wrapped as a message: "info" from stdout, "warn" from
 * stderr (mostly build and runtime warnings; the app logs its own errors as JSON).
 */
export type StreamName = "stdout" | "stderr";

const MORGAN_TINY = /^([A-Z]+) (\S+) (\d{3}|-) (?:\d+|-) - (\d+(?:\.\d+)?|-) ms$/;
// eslint-disable-next-line no-control-regex -- terminal colour codes are exactly what it removes
const ANSI_ESCAPES = /\x1b\[[0-9;]*[A-Za-z]/g;

export function toJsonLine(line: string, stream: StreamName, now = new Date()): string | null {
  const text = line.replace(ANSI_ESCAPES, "").trimEnd();
  if (!text.trim()) return null;
  if (isJsonObject(text)) return text;
  const time = now.toISOString();
  const request = MORGAN_TINY.exec(text);
  if (request) {
    const [, method, url, status, duration] = request as unknown as [string, string, string, string, string];
    return JSON.stringify({
      time,
      level: "info",
      msg: "request",
      method,
      path: url.split(/[?#]/)[0],
      status: status === "-" ? null : Number(status),
      durationMs: duration === "-" ? null : Number(duration),
    });
  }
  return JSON.stringify({ time, level: stream === "stderr" ? "warn" : "info", msg: text });
}

function isJsonObject(text: string): boolean {
  if (!text.startsWith("{")) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
