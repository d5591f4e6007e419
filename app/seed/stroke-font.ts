/**
 * A monoline capital alphabet drawn as SVG paths (cap height 14 units), so monograms render the
 * same on every machine: SVG text would depend on which fonts happen to be installed.
 */
const GLYPHS: Record<string, { width: number; d: string }> = {
  A: { width: 10, d: "M0 14 L5 0 L10 14 M1.8 9 H8.2" },
  B: { width: 9, d: "M0 14 V0 H5 A3.5 3.5 0 0 1 5 7 H0 M5 7 H5.5 A3.5 3.5 0 0 1 5.5 14 H0" },
  C: { width: 12, d: "M11.95 2.05 A7 7 0 1 0 11.95 11.95" },
  D: { width: 11, d: "M0 0 H4 A7 7 0 0 1 4 14 H0 Z" },
  E: { width: 9, d: "M9 0 H0 V14 H9 M0 7 H7" },
  F: { width: 9, d: "M9 0 H0 V14 M0 7 H7" },
  G: { width: 14, d: "M11.95 2.05 A7 7 0 1 0 14 7 H8" },
  H: { width: 10, d: "M0 0 V14 M10 0 V14 M0 7 H10" },
  I: { width: 6, d: "M0 0 H6 M3 0 V14 M0 14 H6" },
  J: { width: 8, d: "M8 0 V9.5 A4 4 0 0 1 0 9.5" },
  K: { width: 9.5, d: "M0 0 V14 M9 0 L0 9 M3.2 6 L9.5 14" },
  L: { width: 8, d: "M0 0 V14 H8" },
  M: { width: 12, d: "M0 14 V0 L6 9 L12 0 V14" },
  N: { width: 10, d: "M0 14 V0 L10 14 V0" },
  O: { width: 14, d: "M14 7 A7 7 0 1 0 0 7 A7 7 0 1 0 14 7" },
  P: { width: 8.75, d: "M0 14 V0 H5 A3.75 3.75 0 0 1 5 7.5 H0" },
  Q: { width: 14, d: "M14 7 A7 7 0 1 0 0 7 A7 7 0 1 0 14 7 M8.5 9.5 L13.5 14.5" },
  R: { width: 9, d: "M0 14 V0 H5 A3.75 3.75 0 0 1 5 7.5 H0 M4.5 7.5 L9 14" },
  S: { width: 10, d: "M9 2 A4.5 3.5 0 1 0 5 7 A4.5 3.5 0 1 1 1 12" },
  T: { width: 10, d: "M0 0 H10 M5 0 V14" },
  U: { width: 10, d: "M0 0 V9 A5 5 0 0 0 10 9 V0" },
  V: { width: 10, d: "M0 0 L5 14 L10 0" },
  W: { width: 14, d: "M0 0 L3.5 14 L7 4 L10.5 14 L14 0" },
  X: { width: 10, d: "M0 0 L10 14 M10 0 L0 14" },
  Y: { width: 10, d: "M0 0 L5 7 L10 0 M5 7 V14" },
  Z: { width: 10, d: "M0 0 H10 L0 14 H10" },
};

const CAP_HEIGHT = 14;
const LETTER_GAP = 4;

/** Up to two initials from the words of a title ("Cold Email Sequence" gives "CE"). */
export function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "").charAt(0).toUpperCase())
    .filter((letter) => letter in GLYPHS);
  return letters.slice(0, 2).join("") || "P";
}

/** The letters as one stroked SVG group, centred on (cx, cy) with the given cap height in pixels. */
export function monogramSvg(text: string, cx: number, cy: number, height: number, color: string): string {
  const glyphs = [...text].flatMap((letter) => GLYPHS[letter] ?? []);
  const width = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) + LETTER_GAP * (glyphs.length - 1);
  const scale = height / CAP_HEIGHT;
  let x = 0;
  const paths = glyphs.map((glyph) => {
    const path = `<path transform="translate(${x} 0)" d="${glyph.d}"/>`;
    x += glyph.width + LETTER_GAP;
    return path;
  });
  const left = cx - (width * scale) / 2;
  const top = cy - height / 2;
  return `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="${color}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${paths.join("")}</g>`;
}
