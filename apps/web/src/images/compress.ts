import { fileExtension, LIMITS, UPLOAD_PURPOSES, type UploadPurpose } from "@courtside/protocol";
import { canvasCodec, type ImageCodec, type Size } from "./codec";

/** Failures of the image rules, by catalogue key (shown as `errors.<key>`). */
export type ImageRuleKey = "fileEmpty" | "fileTooLarge" | "compressError" | "unsupportedFormat";

export class ImageRuleError extends Error {
  readonly key: ImageRuleKey;
  constructor(key: ImageRuleKey) {
    super(key);
    this.name = "ImageRuleError";
    this.key = key;
  }
}

/** Only these are re-encoded (spec section 5); webp and gif go as they are (gif may be animated). */
const COMPRESSIBLE_EXTENSIONS = new Set(["png", "jpg", "jpeg"]);
const COMPRESSIBLE_TYPES = new Set(["image/png", "image/jpeg", "image/jpg"]);

export function isCompressible(file: { name: string; type: string }): boolean {
  return COMPRESSIBLE_TYPES.has(file.type.toLowerCase()) || COMPRESSIBLE_EXTENSIONS.has(fileExtension(file.name));
}

/** PNG stays PNG (keeps transparency; its encoder ignores quality), the rest becomes JPEG. */
function outputType(file: { name: string; type: string }): string {
  return file.type.toLowerCase() === "image/png" || fileExtension(file.name) === "png" ? "image/png" : "image/jpeg";
}

/** Proportional scaling down to `maxHeight`; never scales up. Sides stay at least 1 px. */
export function scaledSize(width: number, height: number, maxHeight: number = LIMITS.imageMaxHeightPx): Size {
  if (height <= maxHeight) return { width, height };
  const ratio = maxHeight / height;
  return { width: Math.max(1, Math.round(width * ratio)), height: maxHeight };
}

/** The size rules of an upload (spec section 5): empty is refused, then the purpose's limit. */
export function sizeProblem(bytes: number, purpose: UploadPurpose): ImageRuleKey | null {
  if (bytes <= 0) return "fileEmpty";
  if (bytes > UPLOAD_PURPOSES[purpose].maxBytes) return "fileTooLarge";
  return null;
}

/**
 * Client compression (spec sections 5 and 9): png/jpg/jpeg are re-encoded at quality 0.8 and
 * scaled to at most 20000 px high; other types are returned as they are. An empty file is refused
 * with `fileEmpty`; any decoding or encoding failure becomes `compressError`.
 */
export async function compressImage(file: File, codec: ImageCodec = canvasCodec): Promise<File> {
  if (file.size === 0) throw new ImageRuleError("fileEmpty");
  if (!isCompressible(file)) return file;
  let image: Awaited<ReturnType<ImageCodec["decode"]>> | undefined;
  try {
    image = await codec.decode(file);
    const size = scaledSize(image.width, image.height);
    const type = outputType(file);
    const blob = await image.encode(size, type, LIMITS.imageCompressQuality);
    if (blob.size === 0) throw new Error("encoder produced nothing");
    // Re-encoding an already small file can make it bigger; then the original is the better copy,
    // unless it had to shrink to fit the height limit.
    const scaled = size.height !== image.height;
    if (!scaled && blob.size >= file.size) return file;
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } catch {
    throw new ImageRuleError("compressError");
  } finally {
    image?.close();
  }
}

/**
 * What is uploaded: the compressed file, checked against the purpose's size limit before any
 * upload address is asked for.
 */
export async function prepareUpload(
  file: File,
  purpose: UploadPurpose,
  codec: ImageCodec = canvasCodec,
): Promise<File> {
  const early = sizeProblem(file.size, purpose);
  if (early === "fileEmpty") throw new ImageRuleError(early);
  const compressed = await compressImage(file, codec);
  const problem = sizeProblem(compressed.size, purpose);
  if (problem) throw new ImageRuleError(problem);
  return compressed;
}
