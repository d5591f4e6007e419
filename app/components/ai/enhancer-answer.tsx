import type { ReactNode } from "react";
import { CopyButton } from "~/components/prompts/copy-button";
import type { Enhancement } from "~/models/ai/enhance.server";

/** Who wrote the improved prompt: the model's id, or the structure rules. */
const sourceName = (enhancement: Enhancement) => (enhancement.source === "model" ? (enhancement.model ?? "the model") : "structure rules");

/**
 * The enhancer's answer (CONTRACT 13): the score, one line per check with its advice, and the
 * original beside the improved prompt on wide screens. `action` goes under the improved prompt
 * (the vendor form's "Use this version").
 */
export function EnhancerAnswer({ original, enhancement, action }: { original: string; enhancement: Enhancement; action?: ReactNode }) {
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
        <PromptText heading="Original prompt" text={original} />
        <PromptText heading="Improved prompt" note={`by ${sourceName(enhancement)}`} text={enhancement.improved}>
          <CopyButton text={enhancement.improved} />
          {action}
        </PromptText>
      </div>
    </section>
  );
}

function PromptText({ heading, note, text, children }: { heading: string; note?: string; text: string; children?: ReactNode }) {
  return (
    <div className="card min-w-0 space-y-3">
      <h3 className="font-bold text-ink">
        {heading} {note ? <span className="text-sm font-normal text-gray-700">({note})</span> : null}
      </h3>
      <pre className="max-h-[32rem] overflow-auto rounded-lg bg-gray-50 p-3 text-sm break-words whitespace-pre-wrap">{text}</pre>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}
