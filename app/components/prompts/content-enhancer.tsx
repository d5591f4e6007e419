import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useFormAction } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { EnhancerAnswer } from "~/components/ai/enhancer-answer";
import { Spinner } from "~/components/spinner";
import type { Enhancement } from "~/models/ai/enhance.server";
import { hasFillIn } from "~/models/ai/fill-in";

export type EnhancerPanel = { original: string; enhancement: Enhancement } | { error: string };
/**
 * The prompt form's answer to "Enhance" or "Use this version": the form re-filled, and the
 * enhancer's answer (Enhance) or `enhancerUsed` (Use this version, Content replaced).
 */
export type EnhancerReply = SubmissionResult<string[]> & { enhancer?: EnhancerPanel; enhancerUsed?: boolean };

/** Where a post without JavaScript comes back to: the message, with the answer under it. */
const STATUS_ID = "content-enhancer-status";

const answerMessage = (saveLabel: string) => `The enhancer's answer for Content is below. Nothing is saved until you press ${saveLabel}.`;
const usedMessage = (text: string, saveLabel: string) =>
  hasFillIn(text)
    ? `Content now holds the improved version. Fill in the parts marked <<fill in: …>>, then press ${saveLabel}.`
    : `Content now holds the improved version. Nothing is saved until you press ${saveLabel}.`;

/**
 * "Enhance" beside the prompt form's Content, and the answer with "Use this version" (CONTRACT 13).
 * Without JavaScript both are submit buttons with their own intent: the dialog route answers the
 * form re-filled (promptFormEnhancer), nothing saved, and the buttons' `formAction` carries a
 * fragment so the answer page opens at the message and answer (Enhance) or at Content (Use this
 * version) rather than at the top. With it, a fetcher asks for the answer and "Use this version"
 * puts the text into Content in place, so nothing typed is lost, and moves the focus there. A
 * polite status under Content says what happened either way.
 */
export function ContentEnhancer({
  reply,
  contentId,
  saveLabel,
  onUse,
}: {
  /** The dialog's last reply: an Enhance answer, or Content replaced by "Use this version". */
  reply?: EnhancerReply;
  contentId: string;
  /** The form's save button ("Create" or "Save"). */
  saveLabel: string;
  onUse: (text: string) => void;
}) {
  const fetcher = useFetcher<EnhancerReply>();
  const formAction = useFormAction();
  const [used, setUsed] = useState<{ panel: EnhancerPanel | null; text: string } | null>(null);
  const [focusContent, setFocusContent] = useState(0);
  const panel = fetcher.data?.enhancer ?? reply?.enhancer;
  const enhancing = fetcher.state !== "idle";
  const showing = panel && panel !== used?.panel ? panel : null;

  // After the update has re-rendered Content (Conform may remount it), not in the click.
  useEffect(() => {
    if (!focusContent) return;
    const content = document.getElementById(contentId);
    content?.focus({ preventScroll: true });
    content?.scrollIntoView({ block: "nearest" });
  }, [focusContent, contentId]);

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
    setUsed({ panel: panel ?? null, text });
    setFocusContent((count) => count + 1);
  };

  const serverUsed = reply?.enhancerUsed && !used ? String(reply.initialValue?.content ?? "") : null;
  const message = showing && !("error" in showing) ? answerMessage(saveLabel) : used && !showing ? usedMessage(used.text, saveLabel) : serverUsed !== null ? usedMessage(serverUsed, saveLabel) : "";

  return (
    <div className="space-y-3">
      <p id={STATUS_ID} role="status" className="scroll-mt-4 text-sm font-medium text-brand-800">
        {message}
      </p>
      <button
        type="submit"
        name="intent"
        value="enhance"
        formNoValidate
        formAction={`${formAction}#${STATUS_ID}`}
        className="btn-secondary"
        onClick={enhance}
        disabled={enhancing}
      >
        {enhancing ? <Spinner label="Enhancing" /> : null}
        Enhance
      </button>
      {showing ? <Answer panel={showing} onUse={use} formAction={`${formAction}#${contentId}`} /> : null}
    </div>
  );
}

function Answer({
  panel,
  onUse,
  formAction,
}: {
  panel: EnhancerPanel;
  onUse: (event: MouseEvent<HTMLButtonElement>, text: string) => void;
  formAction: string;
}) {
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
      <button
        type="submit"
        name="intent"
        value="use-enhanced"
        formNoValidate
        formAction={formAction}
        className="btn-primary"
        onClick={(event) => onUse(event, improved)}
      >
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
