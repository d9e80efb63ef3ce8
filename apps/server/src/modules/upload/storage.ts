import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.js";
import { presignUrl } from "./s3-presign.js";

export interface UploadTarget {
  key: string;
  expiresAt: Date;
  /** Bytes the client said it will send; S3 then insists on exactly that many. */
  size: number | undefined;
}

/** Where files go: the address a client PUTs to, and the base address files are read from. */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Every stored file's URL starts with this. */
  readonly publicBase: string;
  uploadUrl(target: UploadTarget): string;
}

/**
 * Local disk under `$DATA_DIR/files`, written by `PUT /files/<key>?expires=…&signature=…`.
 * Addresses are origin-relative, so they work whichever host name the site is reached by.
 */
export function localStorage(
  secret: Uint8Array,
): Storage & { verify(key: string, expires: string, signature: string): boolean } {
  const publicBase = "/files/";
  const sign = (key: string, expires: string) =>
    createHmac("sha256", secret).update(`upload:${key}:${expires}`).digest("base64url");
  return {
    kind: "local",
    publicBase,
    uploadUrl({ key, expiresAt }) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${publicBase}${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature) {
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** An S3-compatible bucket: clients PUT straight to it with a presigned address. */
export function s3Storage(s3: NonNullable<Config["s3"]>): Storage {
  return {
    kind: "s3",
    publicBase: `${s3.publicUrl}/`,
    uploadUrl({ key, expiresAt, size }) {
      const now = new Date();
      return presignUrl({
        method: "PUT",
        url: `${s3.endpoint}/${s3.bucket}/${key}`,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        expiresSeconds: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
        now,
        headers: size === undefined ? {} : { "content-length": String(size) },
      });
    },
  };
}
