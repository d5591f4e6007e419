import { MOTIFS, type Motif } from "./motifs";
import { createRandom, type Random } from "./random";
import { initials, monogramSvg } from "./stroke-font";

export type ArtworkSpec = {
  /** Same seed, same picture. */
  seed: string;
  /** Base hue of the category (0-360). */
  hue: number;
  /** Decorative layers, drawn in order. */
  motifs: readonly Motif[];
  width: number;
  height: number;
  /** Title whose initials are drawn on a glass tile; covers leave it out. */
  title?: string;
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;

/** An original, deterministic picture as SVG: gradient, glows, a category motif and a monogram tile. */
export function artworkSvg(spec: ArtworkSpec): string {
  const rng = createRandom(spec.seed);
  const hue = spec.hue + rng.between(-12, 12);
  const { width: w, height: h } = spec;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>${backgroundGradient(rng, hue)}${glowGradients(rng, hue)}`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    glows(rng, w, h),
    ...spec.motifs.map((motif) => MOTIFS[motif](rng, w, h, hue)),
    spec.title ? monogramTile(spec.title, w, h) : "",
    `</svg>`,
  ].join("");
}

function backgroundGradient(rng: Random, hue: number): string {
  const [x1, y1, x2, y2] = rng.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0.6],
  ]) as number[];
  return (
    `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${hsl(hue, 70, rng.between(12, 20))}"/>` +
    `<stop offset="0.55" stop-color="${hsl(hue + 15, 72, rng.between(30, 38))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + rng.between(30, 60), 85, rng.between(46, 56))}"/></linearGradient>`
  );
}

function glowGradients(rng: Random, hue: number): string {
  return [0, 1, 2]
    .map(
      (i) =>
        `<radialGradient id="glow${i}"><stop offset="0" stop-color="${hsl(hue + rng.between(-80, 80), 95, 68)}" stop-opacity="0.55"/>` +
        `<stop offset="1" stop-color="${hsl(hue, 95, 68)}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
}

function glows(rng: Random, w: number, h: number): string {
  return [0, 1, 2]
    .map((i) => {
      const r = rng.between(0.35, 0.6) * Math.max(w, h);
      return `<circle cx="${rng.between(0, w).toFixed(1)}" cy="${rng.between(0, h).toFixed(1)}" r="${r.toFixed(1)}" fill="url(#glow${i})"/>`;
    })
    .join("");
}

function monogramTile(title: string, w: number, h: number): string {
  const size = h * 0.42;
  const x = (w - size) / 2;
  const y = (h - size) / 2;
  const rect = (dx: number, dy: number, extra: string) =>
    `<rect x="${(x + dx).toFixed(1)}" y="${(y + dy).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="${(size * 0.22).toFixed(1)}" ${extra}/>`;
  return (
    rect(0, 18, `fill="#000" fill-opacity="0.35" filter="url(#soft)"`) +
    rect(0, 0, `fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="2"`) +
    monogramSvg(initials(title), w / 2, h / 2, size * 0.36, "#fff")
  );
}
