import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { EnhancerAnswer } from "~/components/ai/enhancer-answer";
import { Spinner } from "~/components/spinner";
import type { Enhancement } from "~/models/ai/enhance.server";

export type EnhancerPanel = { original: string; enhancement: Enhancement } | { error: string };
/** The prompt form's answer to "Enhance" or "Use this version": the form re-filled, and the enhancer's answer. */
export type EnhancerReply = SubmissionResult<string[]> & { enhancer?: EnhancerPanel };

/**
 * "Enhance" beside the prompt form's Content, and the answer with "Use this version" (CONTRACT 13).
 * Without JavaScript both are submit buttons with their own intent: the dialog route answers the
 * form re-filled (promptFormEnhancer), nothing saved. With it, a fetcher asks for the answer and
 * "Use this version" puts the text into Content in place, so nothing typed is lost.
 */
export function ContentEnhancer({ fromServer, onUse }: { fromServer?: EnhancerPanel; onUse: (text: string) => void }) {
  const fetcher = useFetcher<EnhancerReply>();
  const [used, setUsed] = useState<EnhancerPanel | null>(null);
  const panel = fetcher.data?.enhancer ?? fromServer;
  const enhancing = fetcher.state !== "idle";

  const enhance = (event: MouseEvent<HTMLButtonElement>) => {
    const content = event.currentTarget.form?.elements.namedItem("content");
    if (!(content instanceof HTMLTextAreaElement)) return;
    event.preventDefault();
    const request = new FormData();
    request.set("intent", "enhance");
    request.set("content", content.value);
    fetcher.submit(request, { method: "post", encType: "multipart/form-data" });
  };
  const use = (event: MouseEvent<HTMLButtonElement>, text: string) => {
    event.preventDefault();
    onUse(text);
    setUsed(panel ?? null);
  };

  return (
    <div className="space-y-3">
      <button type="submit" name="intent" value="enhance" formNoValidate className="btn-secondary" onClick={enhance} disabled={enhancing}>
        {enhancing ? <Spinner label="Enhancing" /> : null}
        Enhance
      </button>
      {panel && panel !== used ? <Answer panel={panel} onUse={use} /> : null}
    </div>
  );
}

function Answer({ panel, onUse }: { panel: EnhancerPanel; onUse: (event: MouseEvent<HTMLButtonElement>, text: string) => void }) {
  if ("error" in panel) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {panel.error}
      </p>
    );
  }
  const { improved } = panel.enhancement;
  const action = (
    <>
      <input type="hidden" name="enhanced" value={improved} />
      <button type="submit" name="intent" value="use-enhanced" formNoValidate className="btn-primary" onClick={(event) => onUse(event, improved)}>
        Use this version
      </button>
    </>
  );
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-3">
      <EnhancerAnswer original={panel.original} enhancement={panel.enhancement} action={action} />
    </div>
  );
}
