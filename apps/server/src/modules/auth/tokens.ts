import { jwtVerify, SignJWT } from "jose";

export interface TokenClaims {
  sessionId: string;
  userId: number;
}

const ISSUER = "courtside";

export async function signToken(secret: Uint8Array, claims: TokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** The claims of a valid, unexpired token; null for anything else (the caller answers 2321). */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    if (typeof payload.sid !== "string" || !Number.isSafeInteger(userId)) return null;
    return { sessionId: payload.sid, userId };
  } catch {
    return null;
  }
}

/** Accepts the token raw (as the original client sends it) or as `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.toLowerCase().startsWith("bearer ") ? value.slice(7).trim() : value;
}
