import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";

/**
 * Content Security Policy the web app works under: antd injects its CSS-in-JS as <style> tags
 * (so inline styles are allowed), the player feeds media from blob: URLs and a worker, and the
 * realtime client opens a websocket to this origin.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The page's inline scripts are added by their hashes (securityHeaders).
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "blob:", "https:"],
  connectSrc: ["'self'", "ws:", "wss:", "https:"],
  workerSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Sites are also reached over plain http on a LAN address; forcing https there breaks them.
  upgradeInsecureRequests: null,
};

/**
 * helmet's headers, computed once for the page's inline scripts. helmet rebuilds the CSP string on every response; measured in
 * bench/api that cut a trivial route from ~47k to ~19k requests/s, and the policy never varies
 * per request here, so it is rendered once (on first use) and copied onto each reply.
 */
const pageHeaders = new Map<string, OutgoingHttpHeaders>();
export function securityHeaders(inlineScripts: readonly string[] = []): OutgoingHttpHeaders {
  const key = inlineScripts.join(" ");
  const known = pageHeaders.get(key);
  if (known) return known;
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...inlineScripts] };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
  })(res.req, res, () => {});
  const headers = res.getHeaders();
  pageHeaders.set(key, headers);
  return headers;
}

/**
 * The API's answers are JSON, never a page: they need what stops a browser from sniffing, framing
 * or cross-origin reading them, not the page's policy and its legacy companions (OWASP's REST
 * headers). Half the bytes and a third of the header lines of the page set, on every call.
 */
let apiHeaders: OutgoingHttpHeaders | undefined;
export function apiSecurityHeaders(): OutgoingHttpHeaders {
  apiHeaders ??= {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "strict-transport-security": securityHeaders()["strict-transport-security"],
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
  };
  return apiHeaders;
}
