import type { PayoutMethod, Role } from "~/db/schema";
import type { Motif } from "./motifs";

export const DEMO_PASSWORD = "promptory-demo";
export const VERA = "vendor@demo.test";
export const VICTOR = "vendor2@demo.test";
export type DemoVendorEmail = typeof VERA | typeof VICTOR;

export type DemoStore = {
  storeName: string;
  bio: string;
  cover: { hue: number; motifs: readonly Motif[] };
  payout?: { method: PayoutMethod; bankName: string; accountNumber: string; accountName: string };
};

export type DemoAccount = { email: string; name: string; role: Role; country: string; store?: DemoStore };

/** CONTRACT section 3. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@demo.test", name: "Ada Admin", role: "admin", country: "United Kingdom" },
  {
    email: VERA,
    name: "Vera Vendor",
    role: "vendor",
    country: "Nigeria",
    store: {
      storeName: "Vera's Prompt Studio",
      bio: "Battle-tested prompts for writers, marketers and founders. Every template is used on real client work before it ships, and comes with clear variables and an example of the output.",
      cover: { hue: 262, motifs: ["waves", "network"] },
      payout: { method: "bank", bankName: "Zenith Bank", accountNumber: "0123456789", accountName: "Vera Vendor" },
    },
  },
  {
    email: VICTOR,
    name: "Victor Vendor",
    role: "vendor",
    country: "Canada",
    store: {
      storeName: "Victor's Visions",
      bio: "Prompts for image generation, code and learning, made by a developer who also paints. Precise instructions, sensible defaults, no fluff.",
      cover: { hue: 20, motifs: ["bokeh", "rings"] },
    },
  },
  { email: "buyer@demo.test", name: "Ben Buyer", role: "buyer", country: "United States" },
];
