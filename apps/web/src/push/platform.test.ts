import { PUSH_PLATFORM } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { pushPlatform } from "./platform";

const traits = (css: string[], globals: string[], endpoint?: string) => ({
  supports: (property: string) => css.includes(property),
  has: (name: string) => globals.includes(name),
  endpoint,
});

describe("push platform (spec section 3)", () => {
  it("is 3 for Blink browsers and by default", () => {
    expect(pushPlatform(traits([], ["chrome"]))).toBe(PUSH_PLATFORM.blink);
    expect(pushPlatform(traits([], []))).toBe(PUSH_PLATFORM.blink);
    expect(pushPlatform(traits([], ["chrome"], "https://fcm.googleapis.com/fcm/send/abc"))).toBe(PUSH_PLATFORM.blink);
  });

  it("is 5 for Gecko, told by its engine", () => {
    expect(pushPlatform(traits(["-moz-appearance"], []))).toBe(PUSH_PLATFORM.gecko);
    expect(pushPlatform(traits([], [], "https://updates.push.services.mozilla.com/wpush/v2/x"))).toBe(
      PUSH_PLATFORM.gecko,
    );
  });

  it("is 4 for Safari, told by WebKit's own objects or Apple's push service", () => {
    expect(pushPlatform(traits([], ["GestureEvent", "ApplePaySession"]))).toBe(PUSH_PLATFORM.safari);
    expect(pushPlatform(traits([], [], "https://web.push.apple.com/QGx"))).toBe(PUSH_PLATFORM.safari);
    // Chrome on a Mac has ApplePaySession too, and is still Blink.
    expect(pushPlatform(traits([], ["ApplePaySession", "chrome"]))).toBe(PUSH_PLATFORM.blink);
  });
});
