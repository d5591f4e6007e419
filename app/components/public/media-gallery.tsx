import { useEffect, useRef, type ChangeEvent } from "react";

type GalleryItem = { src: string; alt: string; prompt: string };

/** Original artwork made by generate-media.ts; captions show the kind of prompt behind each piece. */
const IMAGES: GalleryItem[] = [
  { src: "/media/aurora-ribbons.webp", alt: "Glowing ribbons of cyan and pink light over soft violet clouds", prompt: "Neon aurora ribbons, long exposure" },
  { src: "/media/synth-sunset.webp", alt: "Retro synthwave sunset with a striped sun over purple mountains and a pink grid", prompt: "80s synthwave sunset, grid horizon" },
  { src: "/media/bauhaus-mosaic.webp", alt: "Colourful geometric mosaic of squares, circles and quarter circles", prompt: "Bauhaus tile pattern, bold primaries" },
  { src: "/media/orbits.webp", alt: "A golden sun with tilted orbit rings and small planets on a starry sky", prompt: "Minimal solar system, isometric orbits" },
  { src: "/media/neon-bloom.webp", alt: "A glowing flower of translucent pink, orange and yellow petals on black", prompt: "Bioluminescent mandala flower" },
  { src: "/media/desert-dunes.webp", alt: "Layered orange desert dunes under a pale moon at dusk", prompt: "Flat-colour desert dunes at dusk" },
  { src: "/media/low-poly-prism.webp", alt: "Low-poly triangles shading from indigo to magenta", prompt: "Low-poly gradient wallpaper" },
  { src: "/media/glass-bubbles.webp", alt: "Glossy glass spheres in cyan, violet, pink and gold floating on deep blue", prompt: "Glass spheres, studio lighting, 3D render" },
  { src: "/media/ocean-waves.webp", alt: "Stacked waves in blue, violet and coral under a crescent moon", prompt: "Paper-cut ocean waves at night" },
];

const CLIP = { poster: "/media/flow-poster.webp", label: "Looping animation of violet, pink and cyan light with turning dashed rings", prompt: "Liquid light loop, 4 seconds" };

const TILE = "relative h-48 w-64 shrink-0 overflow-hidden rounded-2xl bg-ink shadow-md sm:h-60 sm:w-80";

function Caption({ text }: { text: string }) {
  return (
    <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-4 pt-8 pb-3 text-sm font-medium text-white">
      “{text}”
    </figcaption>
  );
}

/** The strip is rendered twice so the loop is seamless; the copy is hidden from assistive tech. */
function GalleryStrip({ isCopy }: { isCopy: boolean }) {
  return (
    <ul className="marquee-copy flex gap-4 pr-4" aria-hidden={isCopy || undefined}>
      {IMAGES.slice(0, 4).map((item) => (
        <GalleryImage key={item.src} item={item} />
      ))}
      <li>
        <figure className={TILE}>
          <video
            className="h-full w-full object-cover"
            width={320}
            height={240}
            poster={CLIP.poster}
            aria-label={CLIP.label}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
          >
            <source src="/media/flow.webm" type="video/webm" />
            <source src="/media/flow.mp4" type="video/mp4" />
          </video>
          <Caption text={CLIP.prompt} />
        </figure>
      </li>
      {IMAGES.slice(4).map((item) => (
        <GalleryImage key={item.src} item={item} />
      ))}
    </ul>
  );
}

function GalleryImage({ item }: { item: GalleryItem }) {
  return (
    <li>
      <figure className={TILE}>
        <img src={item.src} alt={item.alt} width={320} height={240} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        <Caption text={item.prompt} />
      </figure>
    </li>
  );
}

/**
 * Auto-scrolling strip of artwork. The pause checkbox works through CSS alone; with JavaScript
 * it also pauses the clip, which is kept still for visitors who ask for reduced motion.
 */
export function MediaGallery() {
  const galleryRef = useRef<HTMLElement>(null);

  function setClipsPlaying(playing: boolean) {
    galleryRef.current?.querySelectorAll("video").forEach((video) => {
      if (playing) void video.play().catch(() => undefined);
      else video.pause();
    });
  }

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setClipsPlaying(false);
  }, []);

  return (
    <section ref={galleryRef} aria-labelledby="gallery-title" className="gallery py-16">
      <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <h2 id="gallery-title" className="text-3xl font-extrabold tracking-tight text-ink">
            Made with prompts from Promptory
          </h2>
          <p className="mt-2 text-gray-700">A taste of what image prompts can do. Each caption is the idea behind the piece.</p>
        </div>
        <label className="marquee-pause-control flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-700">
          <input
            type="checkbox"
            className="marquee-pause h-4 w-4 accent-brand-700"
            onChange={(event: ChangeEvent<HTMLInputElement>) => setClipsPlaying(!event.target.checked)}
          />
          Pause gallery motion
        </label>
      </div>
      <div className="marquee mt-8">
        <div className="marquee-track">
          <GalleryStrip isCopy={false} />
          <GalleryStrip isCopy />
        </div>
      </div>
    </section>
  );
}
