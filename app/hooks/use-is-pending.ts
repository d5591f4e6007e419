import { useFormAction, useNavigation } from "@remix-run/react";

type PendingOptions = {
  /** The action the form posts to; by default this route's, as a form without `action` posts. */
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
  /** Field values the pending submission must carry (`null`: the field is absent), e.g. its intent. */
  with?: Record<string, string | null>;
};

/**
 * True while this form's submission is in flight: its action and method, and the given field
 * values, are the navigation's, from the post until the page it leads to has loaded. Other
 * forms on the page, and plain link navigations, leave it false.
 */
export function useIsPending({ formAction, formMethod = "POST", with: fields = {} }: PendingOptions = {}): boolean {
  const routeAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== formMethod) return false;
  if (navigation.formAction !== (formAction ?? routeAction)) return false;
  return Object.entries(fields).every(([name, value]) => (navigation.formData?.get(name) ?? null) === value);
}
