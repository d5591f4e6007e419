import { z } from "zod";

/** What a real product would allow (decision 0321): past these, a clear refusal. */
export const MAX_COLLECTIONS = 100;
export const MAX_ITEMS = 500;

export const COLLECTION_NAME_MAX = 60;
export const COLLECTION_DESCRIPTION_MAX = 500;

const name = z
  .string({ required_error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(COLLECTION_NAME_MAX, `Name must be at most ${COLLECTION_NAME_MAX} characters`);
const description = z.string().trim().max(COLLECTION_DESCRIPTION_MAX, `Description must be at most ${COLLECTION_DESCRIPTION_MAX} characters`);

/** POST /api/v1/collections; with `teamId`, a team's collection (its owner and admins only). */
export const CollectionCreateSchema = z.object({
  name,
  description: description.optional(),
  isPublic: z.boolean().optional(),
  teamId: z.string().trim().min(1).optional(),
});
export type CollectionCreateInput = z.infer<typeof CollectionCreateSchema>;

/** The "Create collection" forms (yours at /home/collections, a team's on its page). */
export const CollectionFormSchema = z.object({ name, description: description.optional() });

/** "Rename" on the collection page: the name only (CONTRACT 14). */
export const CollectionRenameSchema = z.object({ name });

/** "Save description" on the collection page: the description only (left empty, it is cleared). */
export const CollectionDescriptionSchema = z.object({ description: description.optional() });

/** PUT /api/v1/collections/{id}: any of the three. */
export const CollectionUpdateSchema = z.object({ name: name.optional(), description: description.optional(), isPublic: z.boolean().optional() });
export type CollectionUpdateInput = z.infer<typeof CollectionUpdateSchema>;

export const CollectionItemSchema = z.object({ promptId: z.string({ required_error: "promptId is required" }).trim().min(1, "promptId is required") });

export const CollectionOrderSchema = z.object({
  promptIds: z.array(z.string().min(1), { required_error: "promptIds is required" }),
});

/** The collection page's forms other than "Rename": one per button, told apart by `intent`. */
export const CollectionPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("make-public") }),
  z.object({ intent: z.literal("make-private") }),
  z.object({ intent: z.literal("remove"), promptId: z.string().min(1) }),
  z.object({ intent: z.literal("move"), promptId: z.string().min(1), direction: z.enum(["up", "down"]) }),
]);

/** "Save to collection": into an existing collection, or a new one named on the way. */
export const SaveToCollectionSchema = z.object({
  collectionId: z.string().min(1).optional(),
  name: name.optional(),
  redirectTo: z.string().optional(),
  js: z.literal("1").optional(),
});
