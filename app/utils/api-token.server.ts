import { jwtVerify, SignJWT } from "jose";
import { env } from "~/env.server";

const ISSUER = "promptory";
const AUDIENCE = "promptory-api";
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

/** A bearer token naming a server-side session, so logout, password change and bans revoke it. */
export function signApiToken(sessionId: string, userId: string): Promise<string> {
  const [current] = env().SESSION_SECRETS;
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key(current!));
}

/** The session id of a valid token (any secret in the rotation list), or null. */
export async function readApiToken(token: string): Promise<{ sessionId: string; userId: string } | null> {
  for (const secret of env().SESSION_SECRETS) {
    try {
      const { payload } = await jwtVerify(token, key(secret), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ["HS256"],
      });
      if (typeof payload.sid === "string" && typeof payload.sub === "string") {
        return { sessionId: payload.sid, userId: payload.sub };
      }
    } catch {
      // try the next secret
    }
  }
  return null;
}
