import { useId, type ReactNode } from "react";
import { CopyButton } from "~/components/prompts/copy-button";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Enhancement } from "~/models/ai/enhance.server";

/** Who wrote the improved prompt: the model's id, or the structure rules. */
const sourceName = (enhancement: Enhancement) => (enhancement.source === "model" ? (enhancement.model ?? "the model") : "structure rules");

/**
 * The enhancer's answer (CONTRACT 13): the score, one line per check with its advice, and the
 * original beside the improved prompt on wide screens. `action` goes under the improved prompt
 * (the vendor form's "Use this version"). The improved prompt is a read-only text box as tall as
 * its text, so it can be selected whole and copied without JavaScript; "Copy" needs it.
 */
export function EnhancerAnswer({ original, enhancement, action }: { original: string; enhancement: Enhancement; action?: ReactNode }) {
  const improvedId = useId();
  return (
    <section aria-labelledby="enhancer-answer" className="space-y-5">
      <h2 id="enhancer-answer" className="sr-only">
        Enhancer answer
      </h2>
      <p className="text-lg font-bold text-ink">
        Score <span className="text-brand-700">{enhancement.score}/100</span>
      </p>
      <ul className="space-y-2" aria-label="Checks">
        {enhancement.checks.map((check) => (
          <li key={check.id} className="flex gap-2 text-sm">
            <span aria-hidden className={check.passed ? "text-green-700" : "text-red-700"}>
              {check.passed ? "✓" : "✗"}
            </span>
            <span>
              <strong>{check.label}</strong>: {check.passed ? "passed" : "not passed"}. <span className="text-gray-700">{check.advice}</span>
            </span>
          </li>
        ))}
      </ul>
      {enhancement.notice ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {enhancement.notice}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <PromptText heading="Original prompt">
          <pre className="max-h-[32rem] overflow-auto rounded-lg bg-gray-50 p-3 text-sm break-words whitespace-pre-wrap">{original}</pre>
        </PromptText>
        <PromptText heading="Improved prompt" note={`by ${sourceName(enhancement)}`} headingId={improvedId}>
          <ImprovedText text={enhancement.improved} labelledBy={improvedId} />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={enhancement.improved} />
            {action}
          </div>
        </PromptText>
      </div>
    </section>
  );
}

function PromptText({ heading, note, headingId, children }: { heading: string; note?: string; headingId?: string; children: ReactNode }) {
  return (
    <div className="card min-w-0 space-y-3">
      <h3 id={headingId} className="font-bold text-ink">
        {heading} {note ? <span className="text-sm font-normal text-gray-700">({note})</span> : null}
      </h3>
      {children}
    </div>
  );
}

/** Rows for `text` at about 70 characters a line, where the browser cannot size the box to it (field-sizing). */
const rowsFor = (text: string) => Math.min(60, Math.max(3, text.split("\n").reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / 70)), 0)));

function ImprovedText({ text, labelledBy }: { text: string; labelledBy: string }) {
  const hintId = useId();
  const hydrated = useHydrated();
  return (
    <>
      <textarea
        readOnly
        value={text}
        rows={rowsFor(text)}
        aria-labelledby={labelledBy}
        aria-describedby={hydrated ? undefined : hintId}
        className="field-sizing-content block w-full resize-y rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm focus:border-brand-600"
      />
      {hydrated ? null : (
        <p id={hintId} className="text-sm text-gray-700">
          To copy it: click in the box, select all (Ctrl+A, or ⌘A on a Mac), then copy (Ctrl+C or ⌘C).
        </p>
      )}
    </>
  );
}
