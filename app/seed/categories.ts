import type { Motif } from "./motifs";

/** The demo categories with the look of their artwork. */
export const DEMO_CATEGORIES = [
  { name: "Writing", hue: 262, motif: "waves" },
  { name: "Marketing", hue: 335, motif: "rings" },
  { name: "Coding", hue: 215, motif: "code" },
  { name: "Image Generation", hue: 15, motif: "bokeh" },
  { name: "Business", hue: 170, motif: "bars" },
  { name: "Education", hue: 42, motif: "peaks" },
  { name: "Productivity", hue: 130, motif: "checks" },
  { name: "SEO", hue: 295, motif: "network" },
] as const satisfies readonly { name: string; hue: number; motif: Motif }[];

export type CategoryName = (typeof DEMO_CATEGORIES)[number]["name"];

export function categoryStyle(name: string) {
  return DEMO_CATEGORIES.find((category) => category.name === name) ?? DEMO_CATEGORIES[0];
}
