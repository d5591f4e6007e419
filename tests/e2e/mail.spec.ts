import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { buyAsFreshBuyer, createPrompt, registerVendor } from "./business-fixtures";
import { logout } from "./fixtures";
import { waitForMail } from "./mailbox";

/**
 * CONTRACT 11 through a real SMTP server: the e2e app runs with SMTP_URL at the run's sink
 * (tests/e2e/web-server.ts), and these read what the sink received.
 */
test("a purchase mails the buyer a receipt and the vendor a sale notice, with absolute links", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Receipt Check ${randomUUID().slice(0, 8)}`;
  const vendor = await registerVendor(page);
  await createPrompt(page, title, "20");
  await logout(page);
  const buyer = await buyAsFreshBuyer(page, title);

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
