import { z } from "zod";

const fromScript = z.literal("1").optional();

/** Every form that posts to /store/cart; `js` says the page can show the reply itself. */
export const CartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), promptId: z.string().min(1), redirectTo: z.string().optional(), js: fromScript }),
  z.object({ intent: z.literal("remove"), promptId: z.string().min(1), redirectTo: z.string().optional(), js: fromScript }),
  z.object({ intent: z.literal("clear"), js: fromScript }),
  z.object({ intent: z.literal("checkout"), js: fromScript }),
]);
