import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { PRICE_FILTER } from "~/schemas/catalogue-filters";

type Edge = "min" | "max";
const EDGES = ["min", "max"] as const;
const ERROR_ID = "catalogue-price-error";

/**
 * "Min price" and "Max price" number fields, sent as typed (cents included); a field left empty
 * sends no bound. With JavaScript, the SPEC's slider (0 to 1000, step 10, at least 50 apart,
 * starting at 0 to 500) sits below them: it follows what is typed, and moving it writes its
 * value into the fields. It never rewrites or refuses what is typed (docs/decisions/0145).
 * The fields are uncontrolled: what was typed before this code arrived (the form is an island,
 * decision 0331) stays, and the slider starts from it.
 */
export function PriceRange({ min, max, error }: { min: string; max: string; error?: string }) {
  const hydrated = useHydrated();
  const fields = useRef<Record<Edge, HTMLInputElement | null>>({ min: null, max: null });
  const [typed, setTyped] = useState<Record<Edge, string>>({ min, max });
  useEffect(() => setTyped({ min: fields.current.min?.value ?? "", max: fields.current.max?.value ?? "" }), []);
  const thumbs = { min: thumbAt(typed.min, PRICE_FILTER.defaultMin), max: thumbAt(typed.max, PRICE_FILTER.defaultMax) };
  const slide = (edge: Edge, value: number) => {
    const next = { ...thumbs, [edge]: value };
    // SPEC: a move that brings the two closer than the gap is ignored.
    if (next.max - next.min < PRICE_FILTER.gap) return;
    // The moved edge takes the slider's value; an empty one too, so what the slider shows is what is sent.
    const values = {
      min: edge === "min" || !typed.min.trim() ? String(next.min) : typed.min,
      max: edge === "max" || !typed.max.trim() ? String(next.max) : typed.max,
    };
    for (const each of EDGES) if (fields.current[each]) fields.current[each].value = values[each];
    setTyped(values);
  };

  return (
    <fieldset>
      <legend className="label">Price (USD)</legend>
      <div className="grid grid-cols-2 gap-3">
        {EDGES.map((edge) => (
          <div key={edge}>
            <label htmlFor={`catalogue-${edge}`} className="text-xs text-gray-700">
              {edge === "min" ? "Min price" : "Max price"}
            </label>
            <input
              id={`catalogue-${edge}`}
              name={`${edge}Price`}
              type="number"
              inputMode="decimal"
              min={PRICE_FILTER.min}
              max={PRICE_FILTER.max}
              step="0.01"
              defaultValue={edge === "min" ? min : max}
              ref={(field) => void (fields.current[edge] = field)}
              onChange={(event) => setTyped((current) => ({ ...current, [edge]: event.target.value }))}
              placeholder={String(edge === "min" ? PRICE_FILTER.min : PRICE_FILTER.max)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              className="input"
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={ERROR_ID} className="field-error">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        <div className="mt-3 space-y-1" aria-hidden="true">
          {EDGES.map((edge) => (
            <input
              key={edge}
              type="range"
              tabIndex={-1}
              min={PRICE_FILTER.min}
              max={PRICE_FILTER.max}
              step={PRICE_FILTER.step}
              value={thumbs[edge]}
              onChange={(event) => slide(edge, Number(event.target.value))}
              className="w-full accent-brand-700"
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Where a thumb sits for a typed value: on it (within the slider's ends), or at `fallback` when empty. */
function thumbAt(text: string, fallback: number): number {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(value, PRICE_FILTER.min), PRICE_FILTER.max);
}
