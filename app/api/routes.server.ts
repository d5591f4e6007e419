import { adminPromptRoutes } from "./admin-prompts.server";
import { adminRoutes } from "./admin.server";
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
import { createApiHandler } from "./router.server";
import { supportRoutes } from "./support.server";
import { vendorRoutes } from "./vendors.server";

/** Every /api/v1 call: one module per concept, each adding its table of routes here. */
export const apiRoutes = [
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
  ...buyerRoutes,
  ...vendorRoutes,
  ...adminRoutes,
  ...paymentRoutes,
];

export const handleApiRequest = createApiHandler(apiRoutes);
