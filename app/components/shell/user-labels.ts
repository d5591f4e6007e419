/** Avatar initials: first letters of the first two words, "??" without a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "??";
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** The name on the user card: at most 12 characters, or "Anonymous User". */
export function cardName(name: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) return "Anonymous User";
  return trimmed.length > 12 ? trimmed.slice(0, 12) : trimmed;
}

export function roleLabel(role: string | null | undefined): string {
  return role ? role[0]!.toUpperCase() + role.slice(1) : "Guest";
}

export function badgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}
