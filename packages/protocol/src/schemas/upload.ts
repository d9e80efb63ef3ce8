import { z } from "zod";
import { LIMITS } from "../constants.js";
import { lineText } from "./primitives.js";

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "gif"] as const;
/** Chat videos (at most 60 s long; the length is checked when the message is sent). */
export const VIDEO_EXTENSIONS = ["mp4", "webm", "mov"] as const;
/** Files sent in chats: documents, archives and audio, never anything a browser would run. */
export const FILE_EXTENSIONS = [
  "pdf",
  "txt",
  "zip",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "mp3",
  "m4a",
] as const;

/** What an upload is for decides its size limit (spec section 5) and the kinds of file it takes. */
export const UPLOAD_PURPOSES = {
  avatar: { maxBytes: LIMITS.avatarMaxBytes, extensions: IMAGE_EXTENSIONS },
  image: { maxBytes: LIMITS.chatImageMaxBytes, extensions: IMAGE_EXTENSIONS },
  video: { maxBytes: 200 * 1024 * 1024, extensions: VIDEO_EXTENSIONS },
  file: { maxBytes: LIMITS.chatImageMaxBytes, extensions: FILE_EXTENSIONS },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const uploadRequestBodySchema = z.object({
  fileName: lineText().trim().min(1, "fileEmpty").max(200, "textTooLong"),
  /** Bytes the client will send; checked against the limit before an address is given. */
  fileSize: z.number().int().min(0).optional(),
  purpose: z.enum(["avatar", "image", "video", "file"]).default("image"),
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
