/**
 * Generates the landing page's original artwork into public/media/: abstract "AI art" images as
 * WebP and one short looping clip (WebM + MP4, needs ffmpeg on PATH).
 * Deterministic: the same seeds give the same files. Run: `npx tsx app/components/public/generate-media.ts`
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve(process.cwd(), "public/media");
const W = 480;
const H = 360;

function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (body: string, width = W, height = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const grain = (opacity: number) => `
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
  <feColorMatrix type="saturate" values="0"/></filter>
  <rect width="100%" height="100%" filter="url(#grain)" opacity="${opacity}"/>`;

function blurredBlobs(seed: number, palette: string[], width: number, height: number) {
  const random = rng(seed);
  const blobs = palette
    .map((colour) => {
      const cx = width * (0.1 + random() * 0.8);
      const cy = height * (0.1 + random() * 0.8);
      const rx = width * (0.18 + random() * 0.2);
      const ry = height * (0.15 + random() * 0.2);
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour}"/>`;
    })
    .join("");
  return `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${width / 16}"/></filter>
    <g filter="url(#blur)">${blobs}</g>`;
}

/** Soft colour fields crossed by glowing ribbons of light. */
function aurora() {
  const ribbons = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const y = 120 + i * 22;
      return `<path d="M-20 ${y} C 100 ${y - 90}, 220 ${y + 110}, 320 ${y - 20} S 460 ${y - 60}, 500 ${y}" fill="none" stroke="url(#ribbon)" stroke-width="${2 + (i % 3)}" opacity="${0.9 - i * 0.1}"/>`;
    })
    .join("");
  return svg(`
    <defs>
      <linearGradient id="ribbon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#67e8f9"/><stop offset="0.5" stop-color="#f0abfc"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
      <filter id="glow"><feGaussianBlur stdDeviation="3" result="soft"/><feMerge><feMergeNode in="soft"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    </defs>
    <rect width="100%" height="100%" fill="#0b1026"/>
    ${blurredBlobs(3, ["#7c3aed", "#0891b2", "#db2777", "#4f46e5"], W, H)}
    <g filter="url(#glow)">${ribbons}</g>${grain(0.06)}`);
}

/** A glowing portal ring with glass spheres over soft colour fields. */
function hero() {
  const size = 720;
  const random = rng(29);
  const sparkles = Array.from({ length: 40 }, () => `<circle cx="${random() * size}" cy="${random() * size}" r="${random() * 2 + 0.5}" fill="#fff" opacity="${random() * 0.7 + 0.3}"/>`).join("");
  const sphere = (cx: number, cy: number, r: number, colour: string, id: string) =>
    `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.35" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.35"/></radialGradient>
     <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
  return svg(
    `<defs>
      <linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0abfc"/><stop offset="0.5" stop-color="#a78bfa"/><stop offset="1" stop-color="#67e8f9"/></linearGradient>
      <filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10" result="soft"/><feMerge><feMergeNode in="soft"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    </defs>
    <rect width="100%" height="100%" fill="#1e1b4b"/>
    ${blurredBlobs(19, ["#8b5cf6", "#db2777", "#0ea5e9", "#f59e0b", "#6d28d9"], size, size)}
    ${sparkles}
    <circle cx="360" cy="360" r="200" fill="none" stroke="url(#ring)" stroke-width="14" filter="url(#glow)"/>
    <circle cx="360" cy="360" r="150" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="6 10"/>
    ${sphere(360, 360, 84, "#8b5cf6", "s1")}${sphere(548, 190, 46, "#f472b6", "s2")}${sphere(178, 530, 60, "#22d3ee", "s3")}${sphere(560, 560, 26, "#facc15", "s4")}
    ${grain(0.05)}`,
    size,
    size,
  );
}

function synthSun() {
  const stripes = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="140" y="${190 + i * 14}" width="200" height="${3 + i * 1.5}" fill="#2e1065"/>`)
    .join("");
  const verticals = Array.from({ length: 17 }, (_, i) => {
    const x = -240 + i * 60;
    return `<line x1="240" y1="250" x2="${x + 240}" y2="360" stroke="#f472b6" stroke-width="1.5" opacity="0.7"/>`;
  }).join("");
  const horizontals = [255, 262, 272, 286, 305, 330, 360]
    .map((y) => `<line x1="0" y1="${y}" x2="480" y2="${y}" stroke="#f472b6" stroke-width="1.5" opacity="0.7"/>`)
    .join("");
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.6" stop-color="#7e22ce"/><stop offset="1" stop-color="#f472b6"/></linearGradient>
      <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#fb7185"/></linearGradient>
      <clipPath id="half"><rect width="480" height="250"/></clipPath>
    </defs>
    <rect width="480" height="360" fill="url(#sky)"/>
    <g clip-path="url(#half)"><circle cx="240" cy="200" r="100" fill="url(#sun)"/>${stripes}</g>
    <path d="M0 250 L70 170 L120 215 L185 140 L250 250 Z" fill="#3b0764" opacity="0.85"/>
    <path d="M230 250 L310 175 L360 210 L420 150 L480 205 L480 250 Z" fill="#4c1d95" opacity="0.85"/>
    <rect y="250" width="480" height="110" fill="#1e1b4b"/>${verticals}${horizontals}${grain(0.06)}`);
}

function orbits() {
  const rings = [60, 100, 140, 185, 230]
    .map((r, i) => `<ellipse cx="240" cy="180" rx="${r * 1.25}" ry="${r * 0.55}" fill="none" stroke="#a5b4fc" stroke-opacity="${0.5 - i * 0.07}" stroke-width="1.5" transform="rotate(-14 240 180)"/>`)
    .join("");
  const random = rng(11);
  const stars = Array.from({ length: 70 }, () => `<circle cx="${random() * 480}" cy="${random() * 360}" r="${random() * 1.4 + 0.3}" fill="#fff" opacity="${random() * 0.8 + 0.2}"/>`).join("");
  return svg(`
    <defs>
      <radialGradient id="bg" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#020617"/></radialGradient>
      <radialGradient id="core" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#fef3c7"/><stop offset="0.5" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309"/></radialGradient>
      <radialGradient id="p1" cx="0.3" cy="0.3" r="0.8"><stop offset="0" stop-color="#a7f3d0"/><stop offset="1" stop-color="#0f766e"/></radialGradient>
      <radialGradient id="p2" cx="0.3" cy="0.3" r="0.8"><stop offset="0" stop-color="#fbcfe8"/><stop offset="1" stop-color="#be185d"/></radialGradient>
    </defs>
    <rect width="480" height="360" fill="url(#bg)"/>${stars}${rings}
    <circle cx="240" cy="180" r="42" fill="url(#core)"/>
    <circle cx="370" cy="132" r="16" fill="url(#p1)"/>
    <circle cx="104" cy="238" r="22" fill="url(#p2)"/>
    <circle cx="300" cy="262" r="9" fill="#c7d2fe"/>`);
}

function waves() {
  const colours = ["#0ea5e9", "#6366f1", "#8b5cf6", "#d946ef", "#f43f5e"];
  const layers = colours
    .map((colour, i) => {
      const y = 90 + i * 52;
      const a = 28 + i * 6;
      const d = `M0 ${y} C 120 ${y - a}, 200 ${y + a}, 320 ${y} S 440 ${y - a}, 480 ${y} V360 H0 Z`;
      return `<path d="${d}" fill="${colour}" opacity="0.9"/>`;
    })
    .join("");
  const moon = `<circle cx="380" cy="62" r="26" fill="#fef9c3"/><circle cx="392" cy="54" r="24" fill="#0f172a"/>`;
  return svg(`<rect width="480" height="360" fill="#0f172a"/>${moon}${layers}${grain(0.07)}`);
}

function mosaic() {
  const random = rng(42);
  const palette = ["#f97316", "#facc15", "#14b8a6", "#6366f1", "#ec4899", "#f8fafc", "#1e293b"];
  const pick = () => palette[Math.floor(random() * palette.length)] ?? "#000";
  let tiles = "";
  for (let y = 0; y < 360; y += 60) {
    for (let x = 0; x < 480; x += 60) {
      const r = Math.floor(random() * 4) * 90;
      tiles += `<rect x="${x}" y="${y}" width="60" height="60" fill="${pick()}"/>`;
      tiles += random() > 0.4
        ? `<path d="M${x} ${y} h60 A60 60 0 0 1 ${x} ${y + 60} Z" fill="${pick()}" transform="rotate(${r} ${x + 30} ${y + 30})"/>`
        : `<circle cx="${x + 30}" cy="${y + 30}" r="18" fill="${pick()}"/>`;
    }
  }
  return svg(tiles);
}

function petals() {
  const count = 18;
  const petalsLayer = (r: number, colour: string, offset: number) =>
    Array.from({ length: count }, (_, i) => `<ellipse cx="240" cy="${180 - r}" rx="${r * 0.28}" ry="${r}" fill="${colour}" opacity="0.45" transform="rotate(${(360 / count) * i + offset} 240 180)"/>`).join("");
  return svg(`
    <defs><radialGradient id="bg" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#4a044e"/><stop offset="1" stop-color="#0c0a09"/></radialGradient></defs>
    <rect width="480" height="360" fill="url(#bg)"/>
    ${petalsLayer(150, "#f0abfc", 0)}${petalsLayer(105, "#fb923c", 10)}${petalsLayer(60, "#fde68a", 5)}
    <circle cx="240" cy="180" r="16" fill="#fff7ed"/>`);
}

function dunes() {
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdba74"/><stop offset="1" stop-color="#fecdd3"/></linearGradient>
    </defs>
    <rect width="480" height="360" fill="url(#sky)"/>
    <circle cx="340" cy="110" r="46" fill="#fff7ed" opacity="0.9"/>
    <path d="M0 220 Q 120 150 240 210 T 480 190 V360 H0 Z" fill="#fb923c"/>
    <path d="M0 260 Q 160 200 300 260 T 480 240 V360 H0 Z" fill="#ea580c"/>
    <path d="M0 300 Q 140 260 260 300 T 480 290 V360 H0 Z" fill="#9a3412"/>
    <path d="M0 335 Q 200 300 480 335 V360 H0 Z" fill="#431407"/>${grain(0.08)}`);
}

function prism() {
  const random = rng(5);
  const cols = 8;
  const rows = 6;
  const jitter = (edge: boolean) => (edge ? 0 : (random() - 0.5) * 30);
  const point = (c: number, r: number) => [c * (480 / cols) + jitter(c === 0 || c === cols), r * (360 / rows) + jitter(r === 0 || r === rows)];
  const grid = Array.from({ length: rows + 1 }, (_, r) => Array.from({ length: cols + 1 }, (_, c) => point(c, r)));
  let tris = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = grid[r]?.[c];
      const b = grid[r]?.[c + 1];
      const d = grid[r + 1]?.[c];
      const e = grid[r + 1]?.[c + 1];
      if (!a || !b || !d || !e) continue;
      const hue = 250 + ((c + r) / (cols + rows)) * 110;
      const light = 35 + random() * 30;
      tris += `<polygon points="${a} ${b} ${e}" fill="hsl(${hue} 80% ${light}%)"/>`;
      tris += `<polygon points="${a} ${e} ${d}" fill="hsl(${hue + 12} 75% ${light - 8}%)"/>`;
    }
  }
  return svg(tris);
}

function bubbles() {
  const random = rng(23);
  const colours = ["#22d3ee", "#a78bfa", "#f472b6", "#34d399", "#fbbf24"];
  const defs = colours
    .map((c, i) => `<radialGradient id="b${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.35" stop-color="${c}" stop-opacity="0.85"/><stop offset="1" stop-color="${c}" stop-opacity="0.15"/></radialGradient>`)
    .join("");
  const spheres = Array.from({ length: 16 }, (_, i) => `<circle cx="${random() * 480}" cy="${random() * 360}" r="${14 + random() * 56}" fill="url(#b${i % colours.length})"/>`).join("");
  return svg(`<defs>${defs}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
    <rect width="480" height="360" fill="url(#bg)"/>${spheres}`);
}

/** One frame of the looping clip; t runs from 0 to 1 and frame 0 equals frame 1. */
function flowFrame(t: number) {
  const angle = t * Math.PI * 2;
  const blob = (colour: string, cx: number, cy: number, phase: number, r: number) =>
    `<circle cx="${cx + Math.cos(angle + phase) * 90}" cy="${cy + Math.sin(angle * 2 + phase) * 50}" r="${r}" fill="${colour}"/>`;
  const rings = [70, 110, 150]
    .map((r, i) => `<circle cx="240" cy="180" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="${8 + i * 6} ${14 + i * 4}" transform="rotate(${t * 360 * (i % 2 ? -1 : 1)} 240 180)"/>`)
    .join("");
  return svg(`
    <defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="42"/></filter></defs>
    <rect width="480" height="360" fill="#1e1b4b"/>
    <g filter="url(#blur)">
      ${blob("#8b5cf6", 170, 150, 0, 120)}${blob("#ec4899", 320, 210, 2.1, 110)}${blob("#06b6d4", 250, 120, 4.2, 100)}
    </g>${rings}`);
}

const IMAGES: Record<string, string> = {
  "aurora-ribbons": aurora(),
  "synth-sunset": synthSun(),
  orbits: orbits(),
  "ocean-waves": waves(),
  "bauhaus-mosaic": mosaic(),
  "neon-bloom": petals(),
  "desert-dunes": dunes(),
  "low-poly-prism": prism(),
  "glass-bubbles": bubbles(),
  hero: hero(),
};

async function writeImages() {
  for (const [name, source] of Object.entries(IMAGES)) {
    const file = path.join(OUT, `${name}.webp`);
    await sharp(Buffer.from(source)).webp({ quality: 72, effort: 6 }).toFile(file);
    console.log(`${file} ${fs.statSync(file).size} bytes`);
  }
}

async function writeClip() {
  const fps = 24;
  const frames = fps * 4;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promptory-clip-"));
  for (let i = 0; i < frames; i++) {
    await sharp(Buffer.from(flowFrame(i / frames))).png().toFile(path.join(dir, `f${String(i).padStart(3, "0")}.png`));
  }
  await sharp(Buffer.from(flowFrame(0))).webp({ quality: 72 }).toFile(path.join(OUT, "flow-poster.webp"));
  const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(dir, "f%03d.png")];
  execFileSync("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-pix_fmt", "yuv420p", "-an", path.join(OUT, "flow.webm")]);
  execFileSync("ffmpeg", [...input, "-c:v", "libx264", "-crf", "28", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", path.join(OUT, "flow.mp4")]);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const name of ["flow.webm", "flow.mp4", "flow-poster.webp"]) {
    console.log(`${name} ${fs.statSync(path.join(OUT, name)).size} bytes`);
  }
}

fs.mkdirSync(OUT, { recursive: true });
await writeImages();
await writeClip();
