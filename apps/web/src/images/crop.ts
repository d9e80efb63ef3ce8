import { fileExtension, IMAGE_EXTENSIONS, UPLOAD_PURPOSES } from "@courtside/protocol";
import { canvasCodec, type ImageCodec, type Size } from "./codec";
import { ImageRuleError } from "./compress";

/** Avatar cropper defaults (spec section 9): JPEG output, 1:1, max image size 2000, min crop 10. */
export const CROP = {
  aspect: 1,
  quality: 0.8,
  outputType: "image/jpeg",
  maxImageSize: 2000,
  minCropSize: 10,
  /** Beyond this the zoom slider gets too fine to use; the crop is then still well above 10 px. */
  zoomCap: 10,
  /** The image handed to the cropper is an intermediate copy, so it is kept near-lossless. */
  intermediateQuality: 0.95,
} as const;

/** Scales a size down, keeping proportions, so neither side exceeds `max`. */
export function fitWithin(width: number, height: number, max: number = CROP.maxImageSize): Size {
  const ratio = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * The largest zoom of the 1:1 cropper. At zoom 1 the crop square spans the image's shorter side;
 * zooming in shrinks it, so the bound that keeps the crop at least `minCropSize` px is a maximum
 * zoom (react-easy-crop's maxZoom); the minimum zoom stays 1, where the whole side is covered.
 */
export function maxCropZoom(size: Size): number {
  const zoom = Math.min(size.width, size.height) / CROP.minCropSize;
  return Math.max(1, Math.min(CROP.zoomCap, Math.floor(zoom * 10) / 10));
}

/** `photo.PNG` → `photo.jpg`; a name without an extension gets one. */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name || "image"}.${extension}`;
}

const ACCEPTED = new Set<string>(IMAGE_EXTENSIONS);

/** Files the avatar picker takes at all: an image of an accepted type, not empty, within 30 MB. */
export function avatarFileProblem(file: { name: string; type: string; size: number }) {
  if (file.size <= 0) return "fileEmpty" as const;
  const extension = fileExtension(file.name);
  if (!ACCEPTED.has(extension) && !file.type.startsWith("image/")) return "unsupportedFormat" as const;
  if (file.size > UPLOAD_PURPOSES.avatar.maxBytes) return "fileTooLarge" as const;
  return null;
}

/**
 * The copy the cropper works on: at most 2000 px a side and already JPEG, because the cropper
 * encodes its result in its input's type and the avatar is to be JPEG.
 */
export async function prepareForCrop(file: File, codec: ImageCodec = canvasCodec): Promise<{ file: File; size: Size }> {
  const problem = avatarFileProblem(file);
  if (problem) throw new ImageRuleError(problem);
  const image = await codec.decode(file);
  try {
    const size = fitWithin(image.width, image.height);
    const blob = await image.encode(size, CROP.outputType, CROP.intermediateQuality);
    return { file: new File([blob], withExtension(file.name, "jpg"), { type: CROP.outputType }), size };
  } finally {
    image.close();
  }
}
