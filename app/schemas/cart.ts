import { z } from "zod";

const fromScript = z.literal("1").optional();

/** "Buy for" at checkout: a team's id, or nothing for the buyer themselves (CONTRACT 14). */
export const BuyForSchema = z.object({
  teamId: z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().min(1).max(64).optional()),
});

/**
 * Every form that posts to /store/cart; `js` says the page can show the reply itself. "Checkout"
 * sends the total the page showed (`totalCents`), which is the only amount it may charge;
 * "Update total" (`buy-for`, the page without JavaScript) shows the cart priced for the choice.
 */
export const CartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), promptId: z.string().min(1), redirectTo: z.string().optional(), js: fromScript }),
  z.object({ intent: z.literal("remove"), promptId: z.string().min(1), redirectTo: z.string().optional(), js: fromScript }),
  z.object({ intent: z.literal("clear"), js: fromScript }),
  BuyForSchema.extend({ intent: z.literal("checkout"), totalCents: z.coerce.number().int().nonnegative().optional(), js: fromScript }),
  BuyForSchema.extend({ intent: z.literal("buy-for") }),
]);
