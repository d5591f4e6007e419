import { Form, useLocation } from "@remix-run/react";

/**
 * Over every signed-in page of an account whose address is not verified (CONTRACT 19). The
 * button is a plain form post: it works without JavaScript and comes back here with a toast.
 */
export function VerifyEmailBanner() {
  const { pathname, search } = useLocation();
  return (
    <section
      aria-label="E-mail verification"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">Verify your e-mail address to use AI features such as live preview and the enhancer&apos;s model.</p>
      <Form method="post" action="/resend-verification">
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" className="btn-secondary">
          Resend verification e-mail
        </button>
      </Form>
    </section>
  );
}
