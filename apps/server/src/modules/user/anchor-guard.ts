import { ANCHOR_STATE, type ErrorKey } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";

/** The section-8 message for each anchor state that may not use anchor features. */
const REFUSAL: Record<number, ErrorKey> = {
  [ANCHOR_STATE.notRegistered]: "notAnchorYet",
  [ANCHOR_STATE.underReview]: "anchorUnderReview",
  [ANCHOR_STATE.rejected]: "anchorReviewRejected",
  [ANCHOR_STATE.banned]: "anchorBanned",
  [ANCHOR_STATE.permanentlyBanned]: "anchorPermanentlyBanned",
};

/** Throws the state's message unless the account is an approved anchor. */
export function assertApprovedAnchor(anchorState: number): void {
  if (anchorState === ANCHOR_STATE.approved) return;
  throw new AppError(REFUSAL[anchorState] ?? "anchorUnregistered", { status: 403 });
}
