/**
 * Fixed-window counters kept in memory: the app runs as one process (docs/decisions/0003).
 * Only failures count, so a user who types the right password is never slowed down.
 */
type Window = { count: number; resetAt: number };

export class RateLimiter {
  private windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 10_000) this.prune(now);
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const loginFailuresByEmail = new RateLimiter(5, FIFTEEN_MINUTES);
export const loginFailuresByIp = new RateLimiter(30, FIFTEEN_MINUTES);

/** The client address set by the server launcher (never by the client itself), else "local". */
export function clientIp(request: Request): string {
  return request.headers.get("x-promptory-client-ip") ?? "local";
}
