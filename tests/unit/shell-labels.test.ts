import { expect, test } from "vitest";
import { badgeCount, cardName, initials, roleLabel } from "~/components/shell/user-labels";
import { areaRole, notificationPath, safeRedirect } from "~/utils/roles";

test("avatar initials, or ?? without a name", () => {
  expect(initials("Ada Lovelace King")).toBe("AL");
  expect(initials("  vera ")).toBe("V");
  expect(initials("")).toBe("??");
  expect(initials(null)).toBe("??");
});

test("user card name is whole (the card's CSS ends a long one with an ellipsis), or Anonymous User", () => {
  expect(cardName(" Maximilian Alexander von Habsburg ")).toBe("Maximilian Alexander von Habsburg");
  expect(cardName("Ben")).toBe("Ben");
  expect(cardName("  ")).toBe("Anonymous User");
  expect(roleLabel("vendor")).toBe("Vendor");
  expect(roleLabel(undefined)).toBe("Guest");
});

test("badge shows 9+ above 9", () => {
  expect(badgeCount(0)).toBe("0");
  expect(badgeCount(9)).toBe("9");
  expect(badgeCount(10)).toBe("9+");
});

test("areas, notification paths and safe redirects", () => {
  expect(areaRole("/store/cart")).toBe("buyer");
  expect(areaRole("/vendorx")).toBeNull();
  expect(areaRole("/admin/settings")).toBe("admin");
  expect(notificationPath("vendor")).toBe("/vendor/notification");
  expect(notificationPath(null)).toBe("/notification");
  expect(safeRedirect("/home/prompts?q=x", "/")).toBe("/home/prompts?q=x");
  expect(safeRedirect("//evil.example", "/home")).toBe("/home");
  expect(safeRedirect("https://evil.example", "/home")).toBe("/home");
  expect(safeRedirect("/\\evil.example", "/home")).toBe("/home");
});
