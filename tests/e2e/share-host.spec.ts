import { expect, factories, test } from "./session";

/**
 * Issue 23, point 14: the addresses a user copies name the host they are browsing, not APP_URL's
 * default (http://localhost:PORT on the e2e server). Browsed here at 127.0.0.1.
 */
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
test.use({ baseURL: ORIGIN });

const onThisHost = (path: string) => new RegExp(`^${ORIGIN.replace(/[.]/g, "\\.")}${path}$`);

test("a prompt's Share field links to it on this host", async ({ page }) => {
  const { makeVendor, makePrompt } = await factories();
  const { vendor } = await makeVendor();
  const prompt = await makePrompt(vendor);
  await page.goto(`/prompts/${prompt.id}`);
  await expect(page.getByLabel("Public link to this prompt")).toHaveValue(onThisHost(`/prompts/${prompt.id}`));
});

test("the vendor's Store page gives the store's address on this host", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  await page.goto("/vendor/store");
  const address = page.getByText("Buyers find your store at").locator("code");
  await expect(address).toHaveText(onThisHost("/store/[A-Za-z0-9_-]+"));
});
