import { CopyButton } from "./copy-button";

/** A public address (absolute: a prompt, a collection), to paste anywhere; "Copy link" with JavaScript. */
export function ShareLink({ url, label = "Public link to this prompt" }: { url: string; label?: string }) {
  return (
    <section aria-labelledby="share-heading" className="card space-y-2">
      <h2 id="share-heading" className="text-sm font-semibold">
        Share
      </h2>
      <label htmlFor="share-url" className="block text-sm text-gray-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input id="share-url" readOnly value={url} className="input min-w-0 flex-1 text-sm" />
        <CopyButton text={url} label="Copy link" from="share-url" />
      </div>
    </section>
  );
}
