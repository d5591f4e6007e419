/**
 * A request path as logs may keep it: a team invitation's and an e-mail verification's token ride
 * in the path (`/teams/join/{token}`, `/verify-email/{token}`, fixed by CONTRACT 14 and 19), so
 * they are cut out here, as reset tokens are kept out of logs by riding in the query string
 * (docs/decisions/0206, 0325, 0352).
 */
export function loggablePath(path: string): string {
  return path.replace(/(\/(?:teams\/join|verify-email)\/)[^/?#]+/gi, "$1(token)");
}
