// The only script of the visitor pages (docs/decisions/0329), served as written: what React does
// on the same pages for signed-in users, for the two controls that need a script.

// "Copy link": rendered hidden (CopyButton's `from`); shown here, it copies its field's value.
for (const box of document.querySelectorAll("[data-copy-from]")) {
  const field = document.getElementById(box.dataset.copyFrom);
  const status = box.querySelector("[role=status]");
  const button = box.querySelector("button");
  if (!field || !status || !button || !navigator.clipboard) continue;
  button.addEventListener("click", () =>
    navigator.clipboard.writeText(field.value).then(
      () => (status.textContent = "Copied"),
      () => (status.textContent = "Copy failed"),
    ),
  );
  box.hidden = false;
}

// The landing gallery's clip: "Pause gallery motion" stops it too, and it stays still for visitors
// who ask for reduced motion (CSS alone stops the strip, not a video).
const gallery = document.querySelector(".gallery");
if (gallery) {
  const setClipsPlaying = (playing) =>
    gallery.querySelectorAll("video").forEach((video) => (playing ? video.play().catch(() => undefined) : video.pause()));
  gallery.querySelector(".marquee-pause")?.addEventListener("change", (event) => setClipsPlaying(!event.target.checked));
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setClipsPlaying(false);
}
