/**
 * A request's body, read only up to `limit` bytes: null as soon as it is larger, so an oversized
 * body is refused while it streams instead of being buffered first. The rest is left unread; the
 * front door closes such a connection after its answer (server/front-door.ts).
 */
export async function readAtMost(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(request.headers.get("Content-Length")) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the socket before the answer is written.
      reader.releaseLock();
      return null;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}
