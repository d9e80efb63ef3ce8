import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UploadPurpose, UploadTicket } from "@courtside/protocol";
import {
  FILE_EXTENSIONS,
  fileExtension,
  IMAGE_EXTENSIONS,
  UPLOAD_PURPOSES,
  VIDEO_EXTENSIONS,
} from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { loadSecret } from "../../infra/secret.js";
import * as repo from "./repo.js";
import { presignUrl } from "./s3-presign.js";
import { matchesFileType } from "./sniff.js";
import { localStorage, type Storage, s3Storage } from "./storage.js";

const TICKET_TTL_MS = 15 * 60 * 1000;
const KEY_PATTERN = new RegExp(
  `^u/\\d+/[0-9a-f-]{36}\\.(${[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS, ...FILE_EXTENSIONS].join("|")})$`,
);
/** Files the server makes itself: live thumbnails, `live/<room>/<session>-<time>.webp|jpg`. */
const GENERATED_KEY = /^live\/\d+\/\d+-\d+\.(webp|jpg)$/;
const takes = (purpose: UploadPurpose, ext: string): boolean =>
  (UPLOAD_PURPOSES[purpose].extensions as readonly string[]).includes(ext);

class TooLarge extends Error {}

/** Counts bytes on their way to disk and stops the stream past the limit. */
function limiter(maxBytes: number, seen: { bytes: number; head: Buffer }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      if (seen.head.length < 16) seen.head = Buffer.concat([seen.head, chunk]).subarray(0, 16);
      done(seen.bytes > maxBytes ? new TooLarge() : null, chunk);
    },
  });
}

export function createUploadService({ db, config }: Deps) {
  const filesDir = join(config.dataDir, "files");
  let storage: Promise<Storage & { verify?: (key: string, expires: string, signature: string) => boolean }> | undefined;
  const store = () => {
    storage ??= config.s3
      ? Promise.resolve(s3Storage(config.s3))
      : loadSecret(db, config.jwtSecret).then((secret) => localStorage(secret));
    return storage;
  };

  return {
    filesDir,
    usesLocalDisk: !config.s3,

    /**
     * True for addresses of files this product stored for `userId`: an image set on a profile,
     * wall, update or cover must be the caller's own upload, never a link to someone else's file.
     */
    async isOwnFile(userId: number, url: string) {
      const { publicBase } = await store();
      if (!url.startsWith(publicBase)) return false;
      return repo.isIssuedTo(db, url.slice(publicBase.length), userId);
    },

    /** Where a file stored on this node's disk lives, for tools that read it (ffprobe); else undefined. */
    async localPath(url: string): Promise<string | undefined> {
      const { publicBase } = await store();
      const key = url.startsWith(publicBase) ? url.slice(publicBase.length) : "";
      return !config.s3 && KEY_PATTERN.test(key) ? join(filesDir, key) : undefined;
    },

    async ticket(
      userId: number,
      fileName: string,
      fileSize: number | undefined,
      purpose: UploadPurpose,
    ): Promise<UploadTicket> {
      const extension = fileExtension(fileName);
      if (!takes(purpose, extension)) throw new AppError("unsupportedFormat");
      const { maxBytes } = UPLOAD_PURPOSES[purpose];
      if (fileSize === 0) throw new AppError("fileEmpty");
      if (fileSize !== undefined && fileSize > maxBytes) throw new AppError("fileTooLarge");
      const key = `u/${userId}/${randomUUID()}.${extension}`;
      const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
      await repo.insertUpload(db, { userId, key, purpose, maxBytes, expiresAt });
      const s = await store();
      return {
        uploadUrl: s.uploadUrl({ key, expiresAt, size: fileSize }),
        url: `${s.publicBase}${key}`,
        expiresAt: expiresAt.getTime(),
        maxBytes,
      };
    },

    /**
     * Stores a file the server made itself (a live thumbnail) under `key`, whole or not at all,
     * and returns its address. Keys are never reused, so the address can be cached for good.
     */
    async putGenerated(key: string, body: Buffer, contentType: string): Promise<string> {
      if (!GENERATED_KEY.test(key)) throw new Error(`not a generated file's key: ${key}`);
      const s = await store();
      if (config.s3) {
        const res = await fetch(s3Address(config.s3, "PUT", key), {
          method: "PUT",
          body,
          headers: { "content-type": contentType },
        });
        if (!res.ok) throw new Error(`storage refused ${key}: ${res.status}`);
        return `${s.publicBase}${key}`;
      }
      const temp = join(filesDir, ".incoming", randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      await writeFile(temp, body);
      const final = join(filesDir, key);
      await mkdir(dirname(final), { recursive: true });
      await rename(temp, final);
      return `${s.publicBase}${key}`;
    },

    /** Deletes a file `putGenerated` stored, by its address; a missing file is not an error. */
    async removeGenerated(url: string): Promise<void> {
      const { publicBase } = await store();
      const key = url.startsWith(publicBase) ? url.slice(publicBase.length) : "";
      if (!GENERATED_KEY.test(key)) return;
      if (config.s3) {
        const res = await fetch(s3Address(config.s3, "DELETE", key), { method: "DELETE" });
        if (!res.ok && res.status !== 404) throw new Error(`storage kept ${key}: ${res.status}`);
        return;
      }
      await rm(join(filesDir, key), { force: true });
    },

    /** Receives a PUT to a local upload address: signature, expiry, size, emptiness and type are all checked. */
    async receive(key: string, expires: string, signature: string, body: Readable): Promise<string> {
      const s = await store();
      if (!s.verify || !KEY_PATTERN.test(key) || !s.verify(key, expires, signature))
        throw new AppError("uploadExpired", { status: 403 });
      const now = new Date();
      if (Number(expires) * 1000 < now.getTime()) throw new AppError("uploadExpired", { status: 403 });
      const upload = await repo.findOpen(db, key, now);
      if (!upload) throw new AppError("uploadExpired", { status: 403 });

      const temp = join(filesDir, ".incoming", randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      const seen = { bytes: 0, head: Buffer.alloc(0) };
      try {
        await pipeline(body, limiter(upload.maxBytes, seen), createWriteStream(temp));
        if (seen.bytes === 0) throw new AppError("fileEmpty");
        if (!matchesFileType(fileExtension(key), seen.head)) throw new AppError("unsupportedFormat");
        const final = join(filesDir, key);
        await mkdir(dirname(final), { recursive: true });
        if (!(await repo.complete(db, key, seen.bytes))) throw new AppError("uploadExpired", { status: 403 });
        await rename(temp, final);
        return `${s.publicBase}${key}`;
      } catch (error) {
        await rm(temp, { force: true });
        if (error instanceof TooLarge) throw new AppError("fileTooLarge");
        throw error;
      }
    },
  };
}
/** A short-lived signed address for the server's own write or delete of one object. */
function s3Address(s3: NonNullable<Deps["config"]["s3"]>, method: "PUT" | "DELETE", key: string): string {
  return presignUrl({
    method,
    url: `${s3.endpoint}/${s3.bucket}/${key}`,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    expiresSeconds: 60,
    now: new Date(),
  });
}

export type UploadService = ReturnType<typeof createUploadService>;
