import { PUSH_PLATFORM } from "@courtside/protocol";

type Platform = (typeof PUSH_PLATFORM)[keyof typeof PUSH_PLATFORM];

/** What the detection reads, passed in so it can be tested away from a browser. */
export interface BrowserTraits {
  /** `CSS.supports` of the page. */
  supports: (property: string, value: string) => boolean;
  /** Names present on `window`. */
  has: (name: string) => boolean;
  /** The push service a subscription points at, when there is one. */
  endpoint?: string | undefined;
}

/**
 * The push platform of spec section 3 (DECISIONS 5): 4 for Safari, 5 for Gecko (Firefox), 3 for
 * Blink and anything else. The subscription's push service settles it when known (Apple's for
 * Safari, Mozilla's for Firefox); otherwise the engine is told by what only it has, never by the
 * user-agent text: Gecko by `-moz-` CSS, Safari by WebKit-only objects without Blink's `chrome`.
 */
export function pushPlatform(traits: BrowserTraits): Platform {
  if (traits.endpoint) {
    const host = new URL(traits.endpoint).hostname;
    if (host === "push.apple.com" || host.endsWith(".push.apple.com")) return PUSH_PLATFORM.safari;
    if (host.endsWith("push.services.mozilla.com")) return PUSH_PLATFORM.gecko;
  }
  if (traits.supports("-moz-appearance", "none")) return PUSH_PLATFORM.gecko;
  const webkitOnly = traits.has("GestureEvent") || traits.has("ApplePaySession") || traits.has("safari");
  if (webkitOnly && !traits.has("chrome")) return PUSH_PLATFORM.safari;
  return PUSH_PLATFORM.blink;
}

/** The page's own traits. */
export function browserTraits(endpoint?: string): BrowserTraits {
  return {
    supports: (property, value) => typeof CSS !== "undefined" && CSS.supports(property, value),
    has: (name) => name in window,
    endpoint,
  };
}
