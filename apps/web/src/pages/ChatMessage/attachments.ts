import {
  fileExtension,
  IM_LIMITS,
  IM_MESSAGE_TYPE,
  type ImMessageBody,
  type ImSendContent,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from "@courtside/protocol";
import { uploadFile } from "../../api/upload";
import { prepareUpload } from "../../images/compress";

/**
 * Pictures, videos and files for a message: checked here first (chat image ≤ 50 MB, video ≤ 60 s,
 * spec section 5), uploaded through the signed-upload path, then described as message content.
 */

export type AttachmentRule = "fileEmpty" | "fileTooLarge" | "unsupportedFormat" | "videoTooLong";

/** A rule the file broke, as a catalogue key (shown as `errors.<key>`) with its parameters. */
export class AttachmentError extends Error {
  readonly key: AttachmentRule;
  readonly params: Record<string, number>;
  constructor(key: AttachmentRule, params: Record<string, number> = {}) {
    super(key);
    this.name = "AttachmentError";
    this.key = key;
    this.params = params;
  }
}

/** Whether the server takes uploads for `purpose` (videos and files need it to say so). */
export function uploadPurpose(purpose: string): UploadPurpose | null {
  const isPurpose = (value: string): value is UploadPurpose => Object.hasOwn(UPLOAD_PURPOSES, value);
  return isPurpose(purpose) ? purpose : null;
}

/** The `accept` list of a file input for an upload purpose: ".mp4,.webm,.mov". */
export const acceptFor = (purpose: UploadPurpose) =>
  UPLOAD_PURPOSES[purpose].extensions.map((extension) => `.${extension}`).join(",");

/** The checks the server makes before it gives an upload address, made first here. */
function checkFile(file: File, purpose: UploadPurpose): void {
  const rules = UPLOAD_PURPOSES[purpose];
  if (file.size <= 0) throw new AttachmentError("fileEmpty");
  if (!rules.extensions.some((extension) => extension === fileExtension(file.name))) {
    throw new AttachmentError("unsupportedFormat");
  }
  if (file.size > rules.maxBytes) throw new AttachmentError("fileTooLarge");
}

/** The longest side a picture's bubble shows. */
const THUMBNAIL_MAX = 240;

/** A picture's bubble size: the same proportions within THUMBNAIL_MAX. */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height, 1);
  const ratio = Math.min(1, THUMBNAIL_MAX / longest);
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Whether a video's length is within the limit; containers round, so a tenth over still counts as 60 s. */
export const videoTooLong = (seconds: number) => seconds > IM_LIMITS.videoMaxSeconds + 0.1;

async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

interface VideoFacts {
  duration: number;
  width: number;
  height: number;
  poster: Blob;
}

/** A video's length and size, and its first frame as a JPEG poster, read in the browser. */
function readVideo(file: File): Promise<VideoFacts> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    video.preload = "metadata";
    video.muted = true;
    video.playsInline = true;
    const fail = () => {
      URL.revokeObjectURL(url);
      reject(new AttachmentError("unsupportedFormat"));
    };
    // Videos recorded in a browser often state no length until played through: seeking far past
    // the end makes the browser work it out.
    let probing = false;
    // A moment in, so the poster is not the black first frame many recordings start with.
    const toPosterFrame = () => {
      video.currentTime = Math.min(0.1, video.duration / 2);
    };
    video.onerror = fail;
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) return toPosterFrame();
      probing = true;
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onseeked = () => {
      if (probing) {
        probing = false;
        return Number.isFinite(video.duration) ? toPosterFrame() : fail();
      }
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth || 320;
      canvas.height = video.videoHeight || 180;
      canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (poster) => {
          URL.revokeObjectURL(url);
          if (!poster) return reject(new AttachmentError("unsupportedFormat"));
          resolve({ duration: video.duration, width: canvas.width, height: canvas.height, poster });
        },
        "image/jpeg",
        0.8,
      );
    };
    video.src = url;
  });
}

export interface PreparedAttachment {
  /** What the bubble shows while it uploads (local addresses). */
  preview: ImMessageBody;
  /** Uploads (reporting 0–100) and gives the content to send; run again by a retry. */
  upload: (onProgress: (percent: number) => void) => Promise<ImSendContent>;
  /** Frees the local preview addresses once the message is stored or discarded. */
  release: () => void;
}

/** Remembers a finished upload, so a retried send does not upload the file again. */
function once<T>(run: (onProgress: (percent: number) => void) => Promise<T>) {
  let done: Promise<T> | undefined;
  return (onProgress: (percent: number) => void) => {
    done ??= run(onProgress).catch((error: unknown) => {
      done = undefined;
      throw error;
    });
    return done;
  };
}

export async function preparePicture(picked: File): Promise<PreparedAttachment> {
  const file = await prepareUpload(picked, "image");
  const size = await imageSize(file).catch(() => {
    throw new AttachmentError("unsupportedFormat");
  });
  const local = URL.createObjectURL(file);
  const thumb = thumbnailSize(size.width, size.height);
  return {
    preview: {
      type: IM_MESSAGE_TYPE.picture,
      content: { bigPicture: { url: local, ...size, size: file.size }, thumbnail: { url: local, ...thumb } },
    },
    upload: once(async (onProgress) => {
      const url = await uploadFile(file, "image", { onProgress });
      // The bubble shows the same file at a smaller size: one upload, its size is the thumbnail's.
      return {
        type: IM_MESSAGE_TYPE.picture,
        content: { bigPicture: { url, ...size, size: file.size }, thumbnail: { url, ...thumb } },
      };
    }),
    release: () => URL.revokeObjectURL(local),
  };
}

export async function prepareVideo(file: File, purpose: UploadPurpose): Promise<PreparedAttachment> {
  checkFile(file, purpose);
  const facts = await readVideo(file);
  if (videoTooLong(facts.duration)) {
    throw new AttachmentError("videoTooLong", { max: IM_LIMITS.videoMaxSeconds });
  }
  const local = URL.createObjectURL(file);
  const localPoster = URL.createObjectURL(facts.poster);
  const posterFile = new File([facts.poster], "poster.jpg", { type: "image/jpeg" });
  const poster = { width: facts.width, height: facts.height };
  const duration = Math.round(facts.duration * 10) / 10;
  return {
    preview: {
      type: IM_MESSAGE_TYPE.video,
      content: { videoUrl: local, poster: { url: localPoster, ...poster }, duration, size: file.size },
    },
    upload: once(async (onProgress) => {
      // The poster is small: its share of the progress is not worth showing.
      const posterUrl = await uploadFile(posterFile, "image");
      const videoUrl = await uploadFile(file, purpose, { onProgress });
      return {
        type: IM_MESSAGE_TYPE.video,
        content: { videoUrl, poster: { url: posterUrl, ...poster }, duration, size: file.size },
      };
    }),
    release: () => {
      URL.revokeObjectURL(local);
      URL.revokeObjectURL(localPoster);
    },
  };
}

export function prepareFile(file: File, purpose: UploadPurpose): PreparedAttachment {
  checkFile(file, purpose);
  const name = file.name.slice(0, IM_LIMITS.fileNameMax) || "file";
  return {
    preview: { type: IM_MESSAGE_TYPE.file, content: { url: "#", name, size: file.size } },
    upload: once(async (onProgress) => ({
      type: IM_MESSAGE_TYPE.file,
      content: { url: await uploadFile(file, purpose, { onProgress }), name, size: file.size },
    })),
    release: () => undefined,
  };
}
