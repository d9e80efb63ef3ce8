import { ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { tokenFromHeader } from "../auth/tokens.js";
import { assertApprovedAnchor } from "./anchor-guard.js";
import { maskPhone } from "./presenter.js";

describe("maskPhone", () => {
  it.each([
    ["13812345678", "138****5678"],
    ["81234567", "812*4567"],
    ["1234567", "1*****7"],
  ])("%s → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe("assertApprovedAnchor", () => {
  it("lets an approved anchor through", () => {
    expect(() => assertApprovedAnchor(ANCHOR_STATE.approved)).not.toThrow();
  });

  it.each([
    [ANCHOR_STATE.notRegistered, ERRORS.notAnchorYet],
    [ANCHOR_STATE.underReview, ERRORS.anchorUnderReview],
    [ANCHOR_STATE.rejected, ERRORS.anchorReviewRejected],
    [ANCHOR_STATE.banned, ERRORS.anchorBanned],
    [ANCHOR_STATE.permanentlyBanned, ERRORS.anchorPermanentlyBanned],
    [99, ERRORS.anchorUnregistered],
  ])("state %i answers code %i", (state, code) => {
    try {
      assertApprovedAnchor(state);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toHaveProperty("code", code);
    }
  });
});

describe("tokenFromHeader", () => {
  it("takes the token raw or as Bearer", () => {
    expect(tokenFromHeader("abc.def")).toBe("abc.def");
    expect(tokenFromHeader("Bearer abc.def")).toBe("abc.def");
    expect(tokenFromHeader("bearer  abc.def ")).toBe("abc.def");
    expect(tokenFromHeader("")).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});
