/** Avatar initials: first letters of the first two words, "??" without a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "??";
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * The name on the user card, whole, or "Anonymous User". Not cut at 12 characters as SPEC section
 * 9 says: the card truncates it with CSS (an ellipsis, the full name in `title`; issue 23, point 14).
 */
export function cardName(name: string | null | undefined): string {
  return (name ?? "").trim() || "Anonymous User";
}

export function roleLabel(role: string | null | undefined): string {
  return role ? role[0]!.toUpperCase() + role.slice(1) : "Guest";
}

export function badgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}
