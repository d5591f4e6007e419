import { adminPromptRoutes } from "./admin-prompts.server";
import { adminRoutes } from "./admin.server";
import { aiRoutes } from "./ai.server";
import { authRoutes } from "./auth.server";
import { buyerRoutes } from "./buyer.server";
import { cartRoutes } from "./cart.server";
import { categoryRoutes } from "./categories.server";
import { modelRoutes } from "./models.server";
import { notificationRoutes } from "./notifications.server";
import { passwordResetRoutes } from "./password-reset.server";
import { paymentRoutes } from "./payments.server";
import { promptRoutes } from "./prompts.server";
import { favouriteRoutes } from "./favourites.server";
import { collectionRoutes } from "./collections.server";
import { openApiDocument } from "./openapi.server";
import { createApiHandler, get, type DocumentedRoute } from "./router.server";
import { supportRoutes } from "./support.server";
import { teamRoutes } from "./teams.server";
import { vendorRoutes } from "./vendors.server";

/** The document is made once, on the first request: the table does not change while the server runs. */
let openApi: Record<string, unknown> | undefined;
const openApiJson = () => Response.json((openApi ??= openApiDocument(apiRoutes)));

const docRoutes: DocumentedRoute[] = [
  get("openapi.json", openApiJson, {
    tag: "API", summary: "This document: the OpenAPI 3.1 description of every call", auth: "public",
    example: { openapi: "3.1.0", info: { title: "Promptory API", version: "1", description: "…" }, servers: [{ url: "/api/v1" }], paths: {}, components: {} },
  }),
];

/** Every /api/v1 call: one module per concept, each adding its table of routes here. */
export const apiRoutes: DocumentedRoute[] = [
  ...authRoutes,
  ...passwordResetRoutes,
  ...notificationRoutes,
  ...supportRoutes,
  ...categoryRoutes,
  ...modelRoutes,
  ...promptRoutes,
  ...adminPromptRoutes,
  ...cartRoutes,
  ...favouriteRoutes,
  ...teamRoutes,
  ...collectionRoutes,
  ...buyerRoutes,
  ...vendorRoutes,
  ...adminRoutes,
  ...paymentRoutes,
  ...aiRoutes,
  ...docRoutes,
];

export const handleApiRequest = createApiHandler(apiRoutes);
