/**
 * How often crashed workers may be restarted: at most `max` restarts within any `windowMs`.
 * Beyond that the workers are crash-looping (a broken build, a port in use) and restarting more
 * would only hide it.
 */
export class RestartBudget {
  private restarts: number[] = [];

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Spends one restart if the budget allows it. */
  take(now = Date.now()): boolean {
    this.restarts = this.restarts.filter((time) => now - time < this.windowMs);
    if (this.restarts.length >= this.max) return false;
    this.restarts.push(now);
    return true;
  }
}
