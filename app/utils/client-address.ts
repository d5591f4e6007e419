/**
 * The client address the rate limits are keyed by. The front door (server/front-door.ts) resolves
 * it once per request and hands it to the app in CLIENT_ADDRESS_HEADER, replacing whatever a
 * client sent under that name, so no client can choose its own key (docs/decisions/0291).
 */
export const CLIENT_ADDRESS_HEADER = "x-promptory-client-ip";

/**
 * Each proxy appends the address it was reached from, so with `hops` trusted proxies (TRUST_PROXY)
 * the client is the entry `hops` places from the right; anything left of it may be the client's
 * own invention. A shorter chain gives its left-most entry, no chain the socket address (Express's
 * rule for a number of hops).
 */
export function forwardedClient(socket: string, forwardedFor: string | null | undefined, hops: number): string {
  if (hops === 0) return socket;
  const chain = (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return chain[Math.max(chain.length - hops, 0)] ?? socket;
}
