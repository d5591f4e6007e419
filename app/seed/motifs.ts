import type { Random } from "./random";

/** One decorative layer per category, drawn in translucent white over the gradient. */
export type Motif = "waves" | "rings" | "code" | "bokeh" | "bars" | "peaks" | "checks" | "network";

type Draw = (rng: Random, width: number, height: number, hue: number) => string;

const n = (value: number) => value.toFixed(1);
const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity.toFixed(2)}"`;
const whiteLine = (opacity: number, width: number) =>
  `fill="none" stroke="#fff" stroke-opacity="${opacity.toFixed(2)}" stroke-width="${n(width)}" stroke-linecap="round"`;

const waves: Draw = (rng, w, h) => {
  const count = rng.int(7, 10);
  return Array.from({ length: count }, (_, i) => {
    const y = h * (0.1 + (i * 0.85) / count);
    const a = rng.between(40, 140);
    const d = `M-50 ${n(y)} C${n(w * 0.25)} ${n(y - a)} ${n(w * 0.5)} ${n(y + a)} ${n(w * 0.75)} ${n(y)} S${n(w + 50)} ${n(y - a / 2)} ${n(w + 50)} ${n(y)}`;
    return `<path d="${d}" ${whiteLine(rng.between(0.08, 0.24), rng.between(2, 7))}/>`;
  }).join("");
};

const rings: Draw = (rng, w, h) => {
  const cx = rng.pick([0.12, 0.88]) * w;
  const cy = rng.pick([0.2, 0.8]) * h;
  const step = rng.between(45, 70);
  const circles = Array.from({ length: 16 }, (_, i) => {
    const dash = i % 3 === 1 ? ` stroke-dasharray="${n(rng.between(20, 90))} ${n(rng.between(10, 40))}"` : "";
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(50 + i * step)}" ${whiteLine(0.26 - i * 0.013, i % 3 === 1 ? 6 : 2)}${dash}/>`;
  });
  return circles.join("") + `<circle cx="${n(cx)}" cy="${n(cy)}" r="22" ${white(0.5)}/>`;
};

const code: Draw = (rng, w, h) => {
  const dots: string[] = [];
  for (let x = 30; x < w; x += 40) for (let y = 30; y < h; y += 40) dots.push(`M${x} ${y}h0`);
  const grid = `<path d="${dots.join("")}" ${whiteLine(0.14, 4)}/>`;
  const lines = Array.from({ length: rng.int(8, 12) }, (_, i) => {
    const left = i % 2 === 0;
    const x = left ? rng.between(40, 120) : w - rng.between(260, 380);
    const y = rng.between(60, h - 60);
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.between(90, 240))}" height="14" rx="7" ${white(rng.between(0.12, 0.3))}/>`;
  });
  const chevrons = `<path d="M${n(w * 0.2)} ${n(h * 0.3)} l-90 90 l90 90 M${n(w * 0.8)} ${n(h * 0.3)} l90 90 l-90 90" ${whiteLine(0.22, 16)} stroke-linejoin="round"/>`;
  return grid + lines.join("") + chevrons;
};

const bokeh: Draw = (rng, w, h, hue) =>
  Array.from({ length: rng.int(26, 38) }, () => {
    const fill = `hsl(${Math.round(hue + rng.between(-70, 70))}, 90%, ${Math.round(rng.between(62, 80))}%)`;
    return `<circle cx="${n(rng.between(0, w))}" cy="${n(rng.between(0, h))}" r="${n(rng.between(10, 150))}" fill="${fill}" fill-opacity="${rng.between(0.08, 0.32).toFixed(2)}"/>`;
  }).join("");

const bars: Draw = (rng, w, h) => {
  const count = rng.int(9, 13);
  const gap = w / count;
  let level = rng.between(0.12, 0.22);
  const tops: string[] = [];
  const columns = Array.from({ length: count }, (_, i) => {
    level = Math.min(0.7, level + rng.between(-0.04, 0.1));
    const x = i * gap + gap * 0.2;
    const top = h - level * h;
    tops.push(`${n(x + gap * 0.3)},${n(top - 24)}`);
    return `<rect x="${n(x)}" y="${n(top)}" width="${n(gap * 0.6)}" height="${n(h - top + 20)}" rx="${n(gap * 0.12)}" ${white(0.1 + i * 0.012)}/>`;
  });
  return columns.join("") + `<polyline points="${tops.join(" ")}" ${whiteLine(0.55, 5)} stroke-linejoin="round"/>`;
};

const peaks: Draw = (rng, w, h) => {
  const sun = `<circle cx="${n(rng.between(w * 0.15, w * 0.85))}" cy="${n(h * rng.between(0.18, 0.3))}" r="${n(rng.between(50, 90))}" ${white(0.3)}/>`;
  const ridges = [0.55, 0.68, 0.8].map((base, layer) => {
    const points = [`0,${h}`];
    for (let x = 0; x <= w + 100; x += rng.between(140, 260)) {
      points.push(`${n(x)},${n(h * base - rng.between(0, h * 0.22))}`);
    }
    points.push(`${w},${h}`);
    return `<polygon points="${points.join(" ")}" ${white(0.1 + layer * 0.07)}/>`;
  });
  return sun + ridges.join("");
};

const checks: Draw = (rng, w, h) => {
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const x = i * 160 - h;
    return `<path d="M${x} ${h} L${x + h} 0" ${whiteLine(0.06, 40)}/>`;
  });
  const rows = Array.from({ length: 8 }, (_, i) => {
    const left = i < 4;
    const x = left ? rng.between(50, 90) : w - rng.between(250, 300);
    const y = h * 0.2 + (i % 4) * h * 0.17;
    const box = `<rect x="${n(x)}" y="${n(y)}" width="34" height="34" rx="9" ${whiteLine(0.55, 4)}/>`;
    const tick = rng.next() < 0.7 ? `<path d="M${n(x + 8)} ${n(y + 18)} l7 7 l12 -14" ${whiteLine(0.9, 4)} stroke-linejoin="round"/>` : "";
    return `${box}${tick}<rect x="${n(x + 50)}" y="${n(y + 11)}" width="${n(rng.between(90, 160))}" height="12" rx="6" ${white(0.3)}/>`;
  });
  return stripes.join("") + rows.join("");
};

const network: Draw = (rng, w, h, hue) => {
  const nodes = Array.from({ length: rng.int(18, 26) }, () => ({ x: rng.between(20, w - 20), y: rng.between(20, h - 20) }));
  const links = nodes.flatMap((a) =>
    nodes
      .map((b) => ({ b, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .sort((p, q) => p.d - q.d)
      .slice(1, 3)
      .map(({ b }) => `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`),
  );
  const dots = nodes.map((p, i) =>
    i % 6 === 0
      ? `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="26" fill="hsl(${Math.round(hue + 40)}, 95%, 75%)" fill-opacity="0.25"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="9" ${white(0.85)}/>`
      : `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(rng.between(3, 7))}" ${white(0.55)}/>`,
  );
  return `<path d="${links.join("")}" ${whiteLine(0.2, 2)}/>` + dots.join("");
};

export const MOTIFS: Record<Motif, Draw> = { waves, rings, code, bokeh, bars, peaks, checks, network };
