import { ERRORS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { rateLimitSeconds } from "./failure";

describe("rate limit waits", () => {
  it("read the seconds from the server's message, in any language", () => {
    expect(
      rateLimitSeconds(new ApiError(ERRORS.rateLimited, "Too many requests, please try again in 37 seconds")),
    ).toBe(37);
    expect(rateLimitSeconds(new ApiError(ERRORS.rateLimited, "请求过于频繁，请 12 秒后再试"))).toBe(12);
  });

  it("prefer the server's retryAfterMs when it is given", () => {
    const error = new ApiError(ERRORS.rateLimited, "try again in 37 seconds", { retryAfterMs: 41_500 });
    expect(rateLimitSeconds(error)).toBe(42);
  });

  it("give nothing for other failures or a message without a number", () => {
    expect(rateLimitSeconds(new ApiError(ERRORS.smsCodeWrong, "wait 5"))).toBeUndefined();
    expect(rateLimitSeconds(new ApiError(ERRORS.rateLimited, ""))).toBeUndefined();
  });
});
