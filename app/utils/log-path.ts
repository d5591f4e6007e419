/**
 * A request path as logs may keep it: a team invitation's token rides in the path
 * (`/teams/join/{token}`, fixed by CONTRACT 14), so it is cut out here, as reset tokens are kept
 * out of logs by riding in the query string (docs/decisions/0206, 0325).
 */
export function loggablePath(path: string): string {
  return path.replace(/(\/teams\/join\/)[^/?#]+/gi, "$1(token)");
}
