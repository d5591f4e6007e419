import { randomUUID } from "node:crypto";
import { waitForMail } from "./mailbox";
import { expect, factories, test } from "./session";

/**
 * CONTRACT 11 through a real SMTP server: the e2e app runs with SMTP_URL at the run's sink
 * (tests/e2e/web-server.ts), and these read what the sink received.
 */
test("a purchase mails the buyer a receipt and the vendor a sale notice, with absolute links", async ({ page, baseURL, signInNewBuyer }) => {
  const title = `Receipt Check ${randomUUID().slice(0, 8)}`;
  const { makeVendor, pricedPrompt } = await factories();
  const { user, vendor: store } = await makeVendor({ name: "Sam Seller" });
  const vendor = { email: user.email, storeName: store.storeName };
  await pricedPrompt(store, 20, title);

  // The purchase goes through the server (the worker's data layer would not mail through the sink).
  const buyer = await signInNewBuyer();
  await page.goto(`/home/prompts?${new URLSearchParams({ q: title })}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

  const receipt = await waitForMail(buyer.email, { subject: /^Your Promptory receipt PRM-/ });
  const reference = receipt.subject.replace("Your Promptory receipt ", "");
  expect(receipt.text).toContain(`${title} (${vendor.storeName})`);
  expect(receipt.text).toMatch(/Total\s+\$20\.00/);
  expect(receipt.text).toMatch(new RegExp(`Payment reference\\s+${reference}`));
  expect(receipt.text).toContain(`${baseURL}/home/prompts`);
  expect(receipt.html).toContain(`href="${baseURL}/home/prompts"`);

  const notice = await waitForMail(vendor.email, { subject: new RegExp(`^You sold "${title}"$`) });
  expect(notice.text).toMatch(/Sale amount\s+\$20\.00/);
  expect(notice.text).toMatch(/Platform fee \(\d+(\.\d+)?%\)\s+\$\d+\.\d\d/);
  expect(notice.text).toMatch(/Your earnings\s+\$\d+\.\d\d/);
  expect(notice.text).toContain(`${baseURL}/vendor/transactions`);
});
