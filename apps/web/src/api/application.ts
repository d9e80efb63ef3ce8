import { type AnchorApplyBody, anchorApplicationSchema, anchorApplyDetailsSchema } from "@courtside/protocol";
import { post } from "./client";

/** Anchor applications (spec section 7, anchor area). */

export const fetchApplyDetails = (signal?: AbortSignal) =>
  post("/web_anchor/anchor_apply_for_details", {}, { schema: anchorApplyDetailsSchema, signal });

/** Quiet: the form shows field errors next to their fields and anything else as a message. */
export const submitApplication = (body: AnchorApplyBody) =>
  post("/web_anchor/anchor_apply_for", body, { schema: anchorApplicationSchema, silent: true });
