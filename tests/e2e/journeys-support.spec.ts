import type { Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, logout } from "./fixtures";
import { demoUser, expect, signInContext, test } from "./session";

/** Issue 9, points 11, 18, 19 and 20 (tickets and payment outcome pages): walked as a new user. */

/** Puts `title` in the signed-in buyer's cart from a marketplace search. */
async function addToCart(page: Page, title: string) {
  await page.goto(`/home/prompts?${new URLSearchParams({ q: title })}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  // With JavaScript the label flips at once and the button says it is busy (aria-disabled) until the server has it.
  await expect(card.getByRole("button", { name: "Remove from cart" })).not.toHaveAttribute("aria-disabled");
}

/** Checks out the cart and lands on the local test gateway's page. */
async function checkoutToGateway(page: Page) {
  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
}

async function expectFailedPageLinks(page: Page) {
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/store/cart");
  await expect(page.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/home");
}

const GENERIC_FAILURE = "could not be verified or was cancelled";

test.describe("point 11: buyer transactions name the store", () => {
  /** A demo prompt of Vera's store per project, so the two projects never share a cart item. */
  const TITLE: Record<string, string> = {
    js: "Long-Form Blog Post Architect",
    "no-js": "Brand Voice Style Guide Builder",
  };

  test("My Transactions shows the store, linked to its page, not the vendor's name", async ({ page, signIn }, testInfo) => {
    const title = TITLE[testInfo.project.name]!;
    await signIn("buyer");
    // A checkout cancelled at the gateway is a transaction too, and leaves the demo buyer owning nothing.
    await addToCart(page, title);
    await checkoutToGateway(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await page.goto("/store/cart");
    await page.getByRole("button", { name: `Remove ${title} from cart` }).click();
    await expectFlash(page, "Item removed from cart.");

    await page.goto("/home");
    const table = page.getByRole("region", { name: "My Transactions" }).getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Store" })).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: title }).first();
    const store = row.getByRole("link", { name: "Vera's Prompt Studio" });
    await expect(store).toHaveAttribute("href", /^\/store\/[A-Za-z0-9_-]+$/);
    await expect(table).not.toContainText("Vera Vendor");

    await store.click();
    await expect(page.getByRole("heading", { level: 1, name: "Vera's Prompt Studio" })).toBeVisible();
  });
});

test.describe("point 19: the failed payment page says what happened", () => {
  test("a declined card says the card was declined, with the gateway's reason", async ({ page, signInNewBuyer }) => {
    await signInNewBuyer();
    await addToCart(page, "Weekly Review Ritual");
    await checkoutToGateway(page);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay now" }).click();

    await expect(page).toHaveURL(/\/payment\/failed\?reference=PRM-/);
    await expectFailedPageLinks(page);
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page.getByText("The card issuer declined this test card.")).toBeVisible();
    await expect(page.getByText("You cancelled the payment.")).toHaveCount(0);
    await expect(page.getByText(GENERIC_FAILURE)).toHaveCount(0);
  });

  test("cancelling on the gateway page says the buyer cancelled", async ({ page, signInNewBuyer }) => {
    await signInNewBuyer();
    await addToCart(page, "Weekly Review Ritual");
    await checkoutToGateway(page);
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(page).toHaveURL(/\/payment\/failed\?reference=PRM-/);
    await expectFailedPageLinks(page);
    await expect(page.getByText("You cancelled the payment.")).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toHaveCount(0);
    await expect(page.getByText(GENERIC_FAILURE)).toHaveCount(0);
  });

  test("without a payment of the signed-in buyer the page says only what the SPEC says", async ({ page, signInNewBuyer }) => {
    await signInNewBuyer();
    for (const path of ["/payment/failed", "/payment/failed?reference=PRM-not-a-payment&reason=declined"]) {
      await page.goto(path);
      await expectFailedPageLinks(page);
      await expect(page.getByText(`Unfortunately, your payment ${GENERIC_FAILURE}.`, { exact: false })).toBeVisible();
      await expect(page.getByText("Your card was declined.")).toHaveCount(0);
    }
  });
});

test.describe("point 20: one message, one link per destination", () => {
  test("a blank ticket says 'Please fill in all fields' once, as the form's error", async ({ page, signInNewBuyer }) => {
    await signInNewBuyer();
    await page.goto("/home/profile/ticket");
    const dialog = page.getByRole("dialog", { name: "Open a support ticket" });
    // Spaces pass the browser's own required check (no JavaScript), so the server answers too.
    await dialog.getByLabel("Subject").fill("   ");
    await dialog.getByLabel("Message").fill("   ");
    await dialog.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields");
    await expect(dialog.getByText("Please fill in all fields")).toHaveCount(1);

    await dialog.getByLabel("Subject").fill("Only a subject");
    await dialog.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(dialog.getByText("Please fill in all fields")).toHaveCount(1);
    await expect(dialog.getByLabel("Subject")).toHaveValue("Only a subject");

    // The error goes as the form is completed, and the click that leaves the field still submits.
    await dialog.getByLabel("Message").fill("And now a message.");
    await dialog.getByRole("button", { name: "Submit Ticket" }).click();
    await expectFlash(page, "Support ticket submitted successfully!");
  });

  test("the success page has one link to My Prompts and one back to the home page", async ({ page, signInNewBuyer }) => {
    await signInNewBuyer();
    await addToCart(page, "Inbox Zero Email Triage");
    await checkoutToGateway(page);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    await expect(page.getByRole("list", { name: "What you bought" })).toContainText("Inbox Zero Email Triage");
    const names = await page.getByRole("main").getByRole("link").allTextContents();
    expect(names.filter((name) => name !== "Inbox Zero Email Triage")).toEqual(["Go to My Prompts", "Back to home"]);
    await expect(page.getByRole("link", { name: "Go to My Prompts" })).toHaveAttribute("href", "/home/prompts?tab=mine");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});

/** A signed-in page of its own (the project's JavaScript setting applies to it too). */
async function newPage(browser: Browser, baseURL: string, account: "admin"): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, baseURL, await demoUser(account));
  return context.newPage();
}

test.describe("point 18: support tickets are threads", () => {
  test("buyer opens a ticket, admin replies, buyer replies, admin closes it", async ({ page, browser, baseURL, signInNewBuyer }) => {
    test.slow(); // two roles
    const subject = `Invoice ${randomUUID().slice(0, 8)}`;
    await signInNewBuyer();

    await page.goto("/home/profile");
    await page.getByRole("link", { name: "Open Ticket" }).click();
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Could you send an invoice for my last purchase?");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await expectFlash(page, "Support ticket submitted successfully!");
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

    await page.getByRole("link", { name: "Back to tickets" }).click();
    await expect(page).toHaveURL(/\/home\/tickets$/);
    const listed = page.getByRole("row").filter({ hasText: subject });
    await expect(listed.getByText("Open", { exact: true })).toBeVisible();
    await listed.getByRole("link", { name: subject }).click();
    await expect(page).toHaveURL(/\/home\/tickets\/[A-Za-z0-9_-]+$/);
    const ticketUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);

    const admin = await newPage(browser, baseURL!, "admin");
    await admin.goto("/admin/tickets");
    await admin.getByRole("link", { name: subject }).click();
    await expect(admin).toHaveURL(/\/admin\/tickets\/[A-Za-z0-9_-]+$/);
    await expect(admin.getByText("Could you send an invoice for my last purchase?")).toBeVisible();
    await admin.getByLabel("Reply").fill("Sure, it is attached to your receipt e-mail.");
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expectFlash(admin, "Reply sent");
    await expect(admin.getByRole("article")).toHaveCount(2);

    await page.goto("/home/tickets");
    await expect(page.getByRole("row").filter({ hasText: subject }).getByText("Answered", { exact: true })).toBeVisible();
    await page.goto(ticketUrl);
    await expect(page.getByRole("article").nth(1)).toContainText("Sure, it is attached to your receipt e-mail.");
    await page.getByRole("link", { name: "Notifications" }).click();
    await expect(page.getByText(`Support replied to your ticket "${subject}".`)).toBeVisible();

    await page.goto(ticketUrl);
    await page.getByLabel("Reply").fill("Thanks, found it.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectFlash(page, "Reply sent");
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Open", { exact: true })).toBeVisible();

    await admin.reload();
    await expect(admin.getByRole("article").nth(2)).toContainText("Thanks, found it.");
    await admin.getByLabel("Status").selectOption("closed");
    await admin.getByRole("button", { name: "Update status" }).click();
    await expectFlash(admin, "Ticket closed");

    await page.reload();
    await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Reply")).toHaveCount(0);
    await expect(page.getByText("This ticket is closed.")).toBeVisible();
    await page.getByRole("link", { name: "Notifications" }).click();
    await expect(page.getByText(`Your ticket "${subject}" was closed.`)).toBeVisible();
    await admin.context().close();
  });

  test("a vendor sees their own tickets; another user's ticket is not found", async ({ page, signInNewBuyer, signInNewVendor }) => {
    const subject = `Payout ${randomUUID().slice(0, 8)}`;
    await signInNewVendor();
    await page.goto("/vendor/profile/ticket");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("When is my next payout?");
    await page.getByRole("button", { name: "Submit Ticket" }).click();
    await expectFlash(page, "Support ticket submitted successfully!");
    await page.goto("/vendor/tickets");
    await page.getByRole("link", { name: subject }).click();
    await expect(page).toHaveURL(/\/vendor\/tickets\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    const ticketPath = new URL(page.url()).pathname;

    await logout(page);
    await signInNewBuyer();
    const response = await page.goto(ticketPath.replace("/vendor/", "/home/"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ticket not found." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("admins have no My tickets of their own", async ({ page, signIn }) => {
    await signIn("admin");
    await page.goto("/admin/profile");
    await expect(page.getByRole("link", { name: "My tickets" })).toHaveCount(0);
  });
});
