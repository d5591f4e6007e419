/**
 * A team licence of a prompt (CONTRACT 14) costs its "Team price": the vendor's own, or else
 * this many personal licences, so a price change moves the default along. Shared by the prompt
 * form, the detail page, the API and the team checkout.
 */
export const TEAM_PRICE_FACTOR = 5;

export function teamPriceCents(prompt: { priceCents: number; teamPriceCents: number | null }): number {
  return prompt.teamPriceCents ?? prompt.priceCents * TEAM_PRICE_FACTOR;
}
