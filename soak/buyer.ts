import { createHmac } from "node:crypto";

/**
 * One soak buyer over HTTP, as a browser and a provider would: sign in (the session cookie is
 * sent everywhere, /pay/{reference} included), fill the cart, check out, pay on the local
 * gateway, then come back through the callback, with duplicated and reordered webhooks and
 * callbacks. Every request is retried while the server is down (it is killed mid-run).
 */

export type Soaker = { url: string; sessionSecret: string; deadline: number };
export type Scenario = "pay" | "decline-then-retry" | "replaced-while-paying" | "cancel-then-pay" | "pay-then-refund";
export const SCENARIOS: Scenario[] = ["pay", "decline-then-retry", "replaced-while-paying", "cancel-then-pay", "pay-then-refund"];
/** The demo admin the seed creates: the soak's refunds are theirs. */
export const SOAK_ADMIN = { email: "admin@demo.test", password: "promptory-demo" };
/** Longer than the refund claim's lease (REFUND_LEASE_MS, 60 s): a refund cut off by a kill is retried after it. */
const REFUND_RETRY_MS = 75_000;

const CARD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const REQUEST_TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request answered by a live server (no network error, no 5xx), retried until the deadline. */
type Answer = { status: number; headers: Headers; body: string };

async function send(soaker: Soaker, path: string, init: RequestInit = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${soaker.url}${path}`, {
        redirect: "manual",
        ...init,
        headers: { Origin: soaker.url, ...init.headers },
        // Long enough for a sign-in queued behind the other buyers' password hashes (all 200 sign
        // in at once, ~0.3 s of CPU each): a client that gives up and retries only adds more hashes.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      if (response.status < 500) return { status: response.status, headers: response.headers, body };
    } catch {
      // refused or reset: the server is being killed or restarted
    }
    if (Date.now() > soaker.deadline) throw new Error(`${init.method ?? "GET"} ${path}: no answer before the deadline`);
    await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
  }
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** What a provider retry or a reordered delivery looks like: a signed event for this reference. */
function signedEvent(soaker: Soaker, reference: string, event: "charge.success" | "charge.failed", id: string) {
  const secret = createHmac("sha256", soaker.sessionSecret.split(",")[0]!).update("local-gateway-webhook").digest("hex");
  const body = JSON.stringify({ event, data: { id, reference, status: event === "charge.success" ? "success" : "failed" } });
  return { body, signature: createHmac("sha512", secret).update(body).digest("hex") };
}

export class Buyer {
  private cookie = "";
  readonly references = new Set<string>();

  /**
   * `clientAddress`: where this buyer's requests come from. The server runs with TRUST_PROXY=1, as
   * behind a reverse proxy, so 200 buyers are 200 clients to the per-address login limit, not one.
   */
  constructor(
    private readonly soaker: Soaker,
    private readonly email: string,
    private readonly password: string,
    private readonly clientAddress: string,
  ) {}

  private request(path: string, init: RequestInit = {}) {
    return send(this.soaker, path, { ...init, headers: { ...init.headers, Cookie: this.cookie, "X-Forwarded-For": this.clientAddress } });
  }

  async signIn(): Promise<void> {
    const signIn = form({ email: this.email, password: this.password, redirectTo: "" });
    const response = await send(this.soaker, "/login", { ...signIn, headers: { ...signIn.headers, "X-Forwarded-For": this.clientAddress } });
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
    if (response.status !== 302 || cookies.length === 0) throw new Error(`${this.email}: sign-in answered ${response.status}`);
    this.cookie = cookies.join("; ");
  }

  async addToCart(promptId: string): Promise<void> {
    const response = await this.request(`/api/v1/cart/add/${promptId}`, { method: "POST" });
    if (response.status !== 200 && response.status !== 201) throw new Error(`${this.email}: add to cart answered ${response.status}`);
  }

  async checkout(): Promise<string> {
    const response = await this.request("/api/v1/cart/checkout", { method: "POST" });
    // A retry after a lost answer may find the cart already paid for: nothing left to buy.
    if (response.status === 400) return "";
    if (response.status !== 200) throw new Error(`${this.email}: checkout answered ${response.status}`);
    const { reference } = (JSON.parse(response.body) as { data: { reference: string } }).data;
    this.references.add(reference);
    return reference;
  }

  /** Opens the gateway page (with the session), then pays or cancels there. */
  async pay(reference: string, action: { card: string } | "cancel"): Promise<void> {
    await this.request(`/pay/${reference}`);
    await this.request(`/pay/${reference}`, form(action === "cancel" ? { intent: "cancel" } : { intent: "pay", card: action.card }));
  }

  /** The browser's return, at once with a duplicated and a stale webhook. */
  async comeBack(reference: string, salt: string): Promise<void> {
    const success = signedEvent(this.soaker, reference, "charge.success", `soak-${salt}`);
    const stale = signedEvent(this.soaker, reference, "charge.failed", `soak-${salt}`);
    const webhook = async ({ body, signature }: { body: string; signature: string }) => {
      const headers = { "Content-Type": "application/json", "x-paystack-signature": signature };
      const answer = await send(this.soaker, "/payments/webhook", { method: "POST", headers, body });
      if (answer.status !== 200) throw new Error(`${this.email}: the webhook answered ${answer.status} ${answer.body.slice(0, 200)}`);
    };
    await Promise.all([webhook(success), webhook(stale), this.request(`/payment/callback?reference=${reference}`), webhook(success)]);
  }

  /**
   * The admin's Refund, clicked twice at once; then again until the payment is refunded: a refund
   * cut off by a kill stays "being refunded" (409) until its claim lapses, then goes through.
   */
  async refund(reference: string): Promise<void> {
    const click = () =>
      this.request(`/api/v1/payment/admin/refund/${reference}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ reason: "Soak: refunded while others pay." }),
      });
    const until = Date.now() + REFUND_RETRY_MS;
    for (let round = 0; ; round++) {
      const answers = round === 0 ? await Promise.all([click(), click()]) : [await click()];
      for (const answer of answers) {
        if (answer.status !== 200 && answer.status !== 409) throw new Error(`refund of ${reference} answered ${answer.status}: ${answer.body}`);
      }
      if (answers.some((a) => a.status === 200 || a.body.includes("already refunded"))) return;
      if (Date.now() > Math.min(until, this.soaker.deadline)) throw new Error(`refund of ${reference} still not done`);
      await sleep(5000);
    }
  }

  /** The last word: every reference of this buyer is settled through the callback. */
  async settleAll(): Promise<void> {
    for (const reference of this.references) {
      const response = await this.request(`/payment/callback?reference=${reference}`);
      if (response.status !== 302) throw new Error(`${this.email}: callback answered ${response.status}`);
    }
  }
}

/** One buyer's whole visit, by scenario; `pick` chooses prompts (seeded per buyer); `admin` refunds. */
export async function visit(buyer: Buyer, scenario: Scenario, pick: () => string, onPaying: () => void, admin: Buyer): Promise<void> {
  await buyer.signIn();
  await buyer.addToCart(pick());
  await buyer.addToCart(pick());
  const reference = await buyer.checkout();
  onPaying();
  if (reference) {
    if (scenario === "decline-then-retry") {
      await buyer.pay(reference, { card: DECLINED });
      await buyer.pay(reference, { card: CARD });
    } else if (scenario === "replaced-while-paying") {
      await buyer.addToCart(pick());
      await Promise.all([buyer.pay(reference, { card: CARD }), buyer.checkout()]);
      for (const newer of buyer.references) if (newer !== reference) await buyer.pay(newer, { card: CARD });
    } else if (scenario === "cancel-then-pay") {
      await buyer.pay(reference, "cancel");
      const next = await buyer.checkout();
      if (next) await buyer.pay(next, { card: CARD });
    } else {
      await buyer.pay(reference, { card: CARD });
    }
  }
  for (const ref of buyer.references) await buyer.comeBack(ref, "paid");
  await buyer.settleAll();
  if (scenario === "pay-then-refund" && reference) await admin.refund(reference);
}
