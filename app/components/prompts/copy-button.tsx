import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * With JavaScript: copies `text` to the clipboard and says so; without it, nothing. `from` names
 * the field holding `text`: the button is then rendered hidden, for the visitor pages' script
 * (app/visitor/enhance.js) to show where React does not run (docs/decisions/0329).
 */
export function CopyButton({ text, label = "Copy", from }: { text: string; label?: string; from?: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  if (!hydrated && !from) return null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setStatus("Copied"),
      () => setStatus("Copy failed"),
    );
  return (
    <div className="flex items-center gap-2" hidden={!hydrated} data-copy-from={hydrated ? undefined : from}>
      <span role="status" className="text-sm text-gray-700">
        {status}
      </span>
      <button type="button" onClick={copy} className="btn-secondary">
        {label}
      </button>
    </div>
  );
}
