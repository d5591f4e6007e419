import { saveImage } from "~/models/uploads.server";
import { artworkSvg } from "./artwork";
import { categoryStyle } from "./categories";
import type { Motif } from "./motifs";

/** Renders a prompt's featured image (1200x750) and stores it as WebP; returns the upload key. */
export function savePromptImage(title: string, category: string): Promise<string> {
  const style = categoryStyle(category);
  const svg = artworkSvg({ seed: `prompt:${title}`, hue: style.hue, motifs: [style.motif], width: 1200, height: 750, title });
  return saveImage(Buffer.from(svg));
}

/** Renders a store's cover banner (1600x500) and stores it as WebP; returns the upload key. */
export function saveCoverImage(storeName: string, look: { hue: number; motifs: readonly Motif[] }): Promise<string> {
  const svg = artworkSvg({ seed: `cover:${storeName}`, ...look, width: 1600, height: 500 });
  return saveImage(Buffer.from(svg));
}
