import { parse, type Submission } from "@conform-to/react";
import { useCallback, useRef } from "react";
import type { input, output, ZodTypeAny } from "zod";

type Validate<S extends ZodTypeAny> = (formData: FormData) => Submission<input<S>, string[], output<S>>;

/**
 * Conform's `onValidate` for a Zod schema that is downloaded (with Zod and Conform's adapter,
 * about 16 KB gzip) when the user first focuses the form (`preload`), not with the page
 * (decision 0110). Until it has arrived, a submit goes to the server, which validates with the
 * same schema, as it does without JavaScript.
 */
export function useZodValidation<S extends ZodTypeAny>(loadSchema: () => Promise<S>) {
  const validate = useRef<Validate<S>>();
  const requested = useRef(false);
  const load = useRef(loadSchema);

  const preload = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadValidator(load.current).then(
      (loaded) => void (validate.current = loaded),
      () => void (requested.current = false),
    );
  }, []);
  const onValidate = useCallback(
    ({ formData }: { formData: FormData }) => (validate.current ?? untilLoaded<S>)(formData),
    [],
  );
  return { onValidate, preload };
}

async function loadValidator<S extends ZodTypeAny>(loadSchema: () => Promise<S>): Promise<Validate<S>> {
  const [{ parseWithZod }, schema] = await Promise.all([import("@conform-to/zod"), loadSchema()]);
  return (formData) => parseWithZod(formData, { schema });
}

/**
 * No verdict yet: a submit goes on to the server (`error: null`), and a field event
 * (blur, input) keeps every error on screen as it is (`null` per name).
 */
function untilLoaded<S extends ZodTypeAny>(formData: FormData): ReturnType<Validate<S>> {
  return parse<output<S>, string[]>(formData, {
    resolve: (payload, intent) => ({
      error: intent ? Object.fromEntries(["", ...Object.keys(payload)].map((name) => [name, null])) : null,
    }),
  });
}
