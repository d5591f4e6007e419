import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const IMAGE_GENERATION: DemoPrompt[] = [
  {
    title: "Dreamy Watercolor Landscapes",
    vendor: VICTOR,
    category: "Image Generation",
    priceCents: 599,
    tags: ["watercolor", "landscape", "midjourney", "art style"],
    shortDescription: "Soft, luminous watercolor landscapes with paper texture and bleeding edges.",
    description:
      "A tuned prompt template for image models that produces painterly watercolor scenes: wet-on-wet skies, granulating pigments and visible paper grain. Includes variables for place, season and palette, plus negative prompts.",
    content: `Template (replace the bracketed parts):

A dreamy watercolor painting of [PLACE, e.g. a fishing village on a fjord] at [TIME OF DAY], [SEASON] atmosphere. Wet-on-wet sky with soft blooms, granulating pigment in the shadows, loose confident brushstrokes, bleeding edges, white of the paper left for highlights, visible cold-press paper texture. Palette: [PALETTE, e.g. ultramarine, burnt sienna, quinacridone gold]. Composition: [COMPOSITION, e.g. low horizon, rule of thirds], gentle atmospheric perspective, calm and nostalgic mood.

Negative prompt: photorealistic, 3d render, hard outlines, digital gradients, oversaturated, text, watermark, signature, frame.

Suggested settings: aspect ratio 3:2 for landscapes or 4:5 for prints; moderate stylisation; generate four variations and upscale the one with the best light.

Variations to try:
1. Replace the palette with "indigo, sepia and a single touch of vermilion" for a moodier piece.
2. Add "ink linework, urban sketching style" for a travel journal look.
3. Add "misty, high-key, minimal detail" for a Scandinavian minimalist print.`,
  },
  {
    title: "Cinematic Product Photography",
    vendor: VICTOR,
    category: "Image Generation",
    priceCents: 1299,
    tags: ["product photography", "e-commerce", "lighting"],
    shortDescription: "Studio-quality product shots with controlled lighting, surfaces and camera specs.",
    description:
      "Generate hero images for stores and ads that look like a real studio shoot. The template controls the surface, lighting setup, lens and depth of field, and comes with three ready-made moods: luxury, fresh and tech.",
    content: `Template:

Professional product photograph of [PRODUCT, e.g. a matte black ceramic pour-over kettle] placed on [SURFACE, e.g. polished travertine plinth], [BACKGROUND, e.g. seamless warm beige backdrop]. Lighting: [LIGHTING SETUP]. Shot on a full-frame camera with a 100mm macro lens at f/8, sharp focus on the product, subtle reflections, realistic shadows, high dynamic range, commercial advertising quality, clean composition with negative space on the [LEFT/RIGHT] for copy.

Lighting setups by mood:
- Luxury: low-key, single softbox from the side, rim light, deep shadows, gold accents.
- Fresh: bright high-key daylight, soft shadows, water droplets, green leaves as props.
- Tech: dark gradient background, cool blue rim lights, thin light streaks, glossy reflections.

Negative prompt: text, logo distortion, extra objects, warped edges, cartoon, low resolution, fingers, clutter.

Tips: keep the product description literal (shape, material, colour) so the model does not invent features; generate at 1:1 for marketplaces and 16:9 for banners.`,
  },
  {
    title: "Isometric Icon Set Designer",
    vendor: VERA,
    category: "Image Generation",
    priceCents: 799,
    tags: ["isometric", "icons", "3d", "design system"],
    shortDescription: "Consistent isometric 3D icons for apps and landing pages, one theme at a time.",
    description:
      "Create a family of icons that look like they belong together. The template fixes the camera angle, materials, lighting and palette so every icon you generate matches the rest of the set.",
    content: `Template (use the same fixed part for every icon in a set):

Fixed style: isometric 3D icon, 30-degree camera angle, soft clay material with subtle gloss, rounded edges, soft studio lighting from the top left, gentle ambient occlusion, palette of [PRIMARY COLOUR], [SECONDARY COLOUR] and off-white, plain [BACKGROUND COLOUR] background, centred, generous padding, no text.

Subject: [OBJECT, e.g. a padlock with a shield | a calendar with a check mark | a rocket leaving a laptop]

Negative prompt: perspective distortion, realistic photo, texture noise, text, letters, drop shadow outside the frame, busy background.

Workflow:
1. Write the list of concepts your product needs (e.g. security, scheduling, analytics, payments).
2. Turn each concept into a single concrete object or a pair of objects.
3. Generate each with the fixed style; keep the seed if your tool supports it.
4. Reject any icon whose angle or lighting differs; consistency matters more than detail.`,
  },
  {
    title: "Character Sheet Concept Art",
    vendor: VERA,
    category: "Image Generation",
    priceCents: 1099,
    tags: ["character design", "concept art", "games"],
    shortDescription: "Turnaround character sheets: front, side and back views with expressions.",
    description:
      "For game designers, writers and illustrators who need a consistent character. Produces a model sheet with three views, a colour palette and expression studies from a short character brief.",
    content: `Template:

Character concept art model sheet of [CHARACTER, e.g. a wiry 60-year-old airship mechanic], [PERSONALITY IN THREE WORDS]. Outfit: [CLOTHING AND ACCESSORIES, e.g. oil-stained leather apron, brass goggles]. Full-body turnaround with front, three-quarter, side and back views standing in a neutral pose, consistent proportions, plus four facial expression studies (neutral, determined, amused, worried) and a colour palette strip. Clean light grey background, [ART STYLE, e.g. painterly digital illustration with crisp line art], even lighting, production-ready concept sheet layout.

Negative prompt: inconsistent outfit between views, extra limbs, cropped feet, text labels, busy background, dramatic lighting.

Brief questions to answer before you generate:
1. What does the character do all day, and how does it show in their clothes and posture?
2. One silhouette feature that makes them recognisable from far away.
3. A colour that belongs only to this character.

Generate at 16:9. If views come out inconsistent, generate the front view first and use it as the reference image for the sheet.`,
  },
];
