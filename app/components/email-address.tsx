/**
 * An e-mail address in a table cell. Cells let long words wrap anywhere, so that a table fits its
 * box; an address would then break at any letter. This one wraps before its "@" only, unless a
 * part alone is wider than the column.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className="break-words">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
