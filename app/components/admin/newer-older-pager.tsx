import { Link } from "@remix-run/react";

type Props = {
  /** The nav's accessible name, e.g. "Outbox pages". */
  label: string;
  /** The list's first page, for "Newest messages". */
  path: string;
  newer?: string;
  older?: string;
  /** This is not the first page. */
  paged: boolean;
};

/** Newer/older links of a list paged by position (works without JavaScript); "Newest messages" returns to the top. */
export function NewerOlderPager({ label, path, newer, older, paged }: Props) {
  if (!newer && !older && !paged) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {newer ? (
        <Link to={`?newer=${newer}`} className="btn-secondary" rel="prev">
          Newer messages
        </Link>
      ) : paged ? (
        <Link to={path} className="btn-secondary">
          Newest messages
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={`?older=${older}`} className="btn-secondary" rel="next">
          Older messages
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
