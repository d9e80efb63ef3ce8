import type { AnchorApplyBody, anchorApplicationSchema, anchorApplyDetailsSchema } from "@courtside/protocol";
import { type Data, post } from "./client";

/** Anchor applications (spec section 7, anchor area). */

export const fetchApplyDetails = (signal?: AbortSignal) =>
  post<Data<typeof anchorApplyDetailsSchema>>("/web_anchor/anchor_apply_for_details", {}, { signal });

/** Quiet: the form shows field errors next to their fields and anything else as a message. */
export const submitApplication = (body: AnchorApplyBody) =>
  post<Data<typeof anchorApplicationSchema>>("/web_anchor/anchor_apply_for", body, { silent: true });
