import { useFormAction, useNavigation } from "@remix-run/react";

type PendingOptions = {
  /** The action the form posts to; by default this route's, as a form without `action` posts. */
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
};

/**
 * The form data of this form's submission while it is in flight: its action and method are the
 * navigation's, from the post until the page it leads to has loaded. Null otherwise (another
 * form, a plain link navigation, nothing going on).
 */
export function usePendingFormData({ formAction, formMethod = "POST" }: PendingOptions = {}): FormData | null {
  const routeAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== formMethod) return null;
  if (navigation.formAction !== (formAction ?? routeAction)) return null;
  return navigation.formData ?? null;
}

/**
 * True while this form's submission is in flight (see usePendingFormData); `with` narrows it to
 * the submission carrying these field values (`null`: the field is absent), e.g. its intent.
 */
export function useIsPending({ with: fields = {}, ...options }: PendingOptions & { with?: Record<string, string | null> } = {}): boolean {
  const formData = usePendingFormData(options);
  return formData !== null && Object.entries(fields).every(([name, value]) => (formData.get(name) ?? null) === value);
}
