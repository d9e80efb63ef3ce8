import { z } from "zod";
import { LIMITS } from "../constants.js";

/** What an upload is for decides its size limit (spec section 5). */
export const UPLOAD_PURPOSES = {
  avatar: { maxBytes: LIMITS.avatarMaxBytes },
  image: { maxBytes: LIMITS.chatImageMaxBytes },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif"] as const;

export const uploadRequestBodySchema = z.object({
  fileName: z.string().trim().min(1, "fileEmpty").max(200),
  /** Bytes the client will send; checked against the limit before an address is given. */
  fileSize: z.number().int().min(0).optional(),
  purpose: z.enum(["avatar", "image"]).default("image"),
});

export const uploadTicketSchema = z.object({
  /** Signed, expiring address to PUT the file to, with `Content-Type: application/octet-stream`. */
  uploadUrl: z.string(),
  /** The file's address once uploaded: the upload address before its `?`. */
  url: z.string(),
  expiresAt: z.number().int(),
  maxBytes: z.number().int(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** Lower-case extension of a file name, or "" when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}
