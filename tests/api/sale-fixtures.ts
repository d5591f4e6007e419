import { payLocalCharge, TEST_CARD, type Deliver } from "~/models/payments/local-gateway.server";
import type { Prompt } from "~/models/prompts.server";
import { handleWebhook, settle } from "~/models/settlement.server";
import { passHold } from "../factories";
import { api } from "../factories";
import { signedIn, type SignedIn } from "../factories";

const deliverToApp: Deliver = async (rawBody, signature) => {
  await handleWebhook(rawBody, signature);
};

/** A fresh buyer puts `prompts` in the cart and checks out through the API; nothing is paid yet. */
export async function checkoutAsNewBuyer(...prompts: Prompt[]): Promise<{ buyer: SignedIn; reference: string }> {
  const buyer = await signedIn("buyer");
  for (const prompt of prompts) await api("POST", `cart/add/${prompt.id}`, { token: buyer.token });
  const { status, body } = await api("POST", "cart/checkout", { token: buyer.token });
  if (status !== 200) throw new Error(`checkout failed: ${status} ${body.message}`);
  return { buyer, reference: body.data.reference as string };
}

/** A real sale: checkout, "Pay now" on the local gateway (its webhook reaches the app), callback. */
export async function sell(...prompts: Prompt[]): Promise<{ buyer: SignedIn; reference: string }> {
  const sale = await checkoutAsNewBuyer(...prompts);
  await payLocalCharge(sale.reference, TEST_CARD, { deliver: deliverToApp });
  await settle(sale.reference);
  return sale;
}

/** A real sale (as sell) whose earnings hold has passed, so its earnings can be withdrawn. */
export async function sellCleared(...prompts: Prompt[]): Promise<{ buyer: SignedIn; reference: string }> {
  const sale = await sell(...prompts);
  await passHold(sale.reference);
  return sale;
}
