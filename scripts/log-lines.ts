/**
 * Turns one line a child process printed into one JSON log line (CONTRACT section 7).
 * JSON lines (the app's own, request lines from the front door among them) pass unchanged;
 * anything else is wrapped as a message: "info" from stdout, "warn" from stderr (mostly build and
 * runtime warnings; the app logs its own errors as JSON).
 */
export type StreamName = "stdout" | "stderr";
// eslint-disable-next-line no-control-regex -- terminal colour codes are exactly what it removes
const ANSI_ESCAPES = /\x1b\[[0-9;]*[A-Za-z]/g;

export function toJsonLine(line: string, stream: StreamName, now = new Date()): string | null {
  const text = line.replace(ANSI_ESCAPES, "").trimEnd();
  if (!text.trim()) return null;
  if (isJsonObject(text)) return text;
  return JSON.stringify({ time: now.toISOString(), level: stream === "stderr" ? "warn" : "info", msg: text });
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
