import { z } from "zod";

/** The form a favourite button posts to /favourites/{promptId}; `js` says the page shows the reply itself. */
export const FavouriteActionSchema = z.object({
  intent: z.enum(["add", "remove"]),
  redirectTo: z.string().optional(),
  js: z.literal("1").optional(),
});
