import { CopyButton } from "./copy-button";

/** A prompt's content for those allowed to read it, with Copy; otherwise the faded first lines. */
export function PromptContent({ content, teaser, forBuyers }: { content: string | null; teaser: string | null; forBuyers: boolean }) {
  return (
    <section aria-labelledby="content-heading" className="card space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="content-heading" className="text-lg font-semibold">
          Prompt
        </h2>
        {content !== null ? <CopyButton text={content} /> : null}
      </div>
      {content !== null ? (
        <pre className="max-h-[32rem] overflow-auto rounded-lg bg-gray-900 p-4 font-mono text-sm whitespace-pre-wrap text-gray-100">{content}</pre>
      ) : (
        <Teaser text={teaser ?? ""} forBuyers={forBuyers} />
      )}
    </section>
  );
}

function Teaser({ text, forBuyers }: { text: string; forBuyers: boolean }) {
  return (
    <div className="space-y-3">
      <figure aria-label="Preview of the prompt">
        <pre className="[mask-image:linear-gradient(to_bottom,black_20%,transparent)] rounded-lg bg-gray-100 p-4 font-mono text-sm whitespace-pre-wrap text-gray-700 select-none">
          {text}
        </pre>
      </figure>
      <p className="font-medium text-gray-800">
        {forBuyers ? "Buy this prompt to see the full content" : "Only its vendor and buyers who bought it see the full content."}
      </p>
    </div>
  );
}
