import { LIMITS, UPLOAD_PURPOSES } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { fakeCodec, fileOf } from "../testing/fakeCodec";
import { compressImage, ImageRuleError, isCompressible, prepareUpload, scaledSize, sizeProblem } from "./compress";

async function ruleOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ImageRuleError)) throw new Error(`expected an ImageRuleError, got ${String(error)}`);
  return error.key;
}

describe("which images are compressed", () => {
  it.each([
    ["a.png", "image/png", true],
    ["a.JPG", "", true],
    ["a.jpeg", "image/jpeg", true],
    ["a.webp", "image/webp", false],
    ["a.gif", "image/gif", false],
    ["notes.txt", "text/plain", false],
  ])("%s (%s) → %s", (name, type, expected) => {
    expect(isCompressible({ name, type })).toBe(expected);
  });
});

describe("scaling to the height limit", () => {
  it("keeps images within 20000 px as they are", () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(100, LIMITS.imageMaxHeightPx)).toEqual({ width: 100, height: 20_000 });
  });

  it("scales taller images down proportionally", () => {
    expect(scaledSize(1000, 40_000)).toEqual({ width: 500, height: 20_000 });
    expect(scaledSize(3, 30_000)).toEqual({ width: 2, height: 20_000 });
    expect(scaledSize(1, 100_000)).toEqual({ width: 1, height: 20_000 });
  });
});

describe("size rules", () => {
  it("refuses empty files and files over the purpose's limit", () => {
    expect(sizeProblem(0, "avatar")).toBe("fileEmpty");
    expect(sizeProblem(1, "avatar")).toBeNull();
    expect(sizeProblem(30 * 1024 * 1024, "avatar")).toBeNull();
    expect(sizeProblem(30 * 1024 * 1024 + 1, "avatar")).toBe("fileTooLarge");
    expect(sizeProblem(30 * 1024 * 1024 + 1, "image")).toBeNull();
    expect(sizeProblem(UPLOAD_PURPOSES.image.maxBytes + 1, "image")).toBe("fileTooLarge");
  });
});

describe("compressImage", () => {
  it("re-encodes a JPEG at quality 0.8 and keeps its name", async () => {
    const { codec, calls, closed } = fakeCodec({ width: 1200, height: 900 }, 300);
    const result = await compressImage(fileOf("holiday.jpg", "image/jpeg", 1000), codec);
    expect(calls).toEqual([{ size: { width: 1200, height: 900 }, type: "image/jpeg", quality: 0.8 }]);
    expect(result.size).toBe(300);
    expect(result.name).toBe("holiday.jpg");
    expect(result.type).toBe("image/jpeg");
    expect(closed()).toBe(1);
  });

  it("keeps PNG as PNG and scales a very tall image to 20000 px", async () => {
    const { codec, calls } = fakeCodec({ width: 500, height: 50_000 }, 5000);
    const result = await compressImage(fileOf("strip.png", "image/png", 4000), codec);
    expect(calls[0]).toEqual({ size: { width: 200, height: 20_000 }, type: "image/png", quality: 0.8 });
    // Scaled, so the re-encoded copy is used even though it came out larger.
    expect(result.size).toBe(5000);
  });

  it("keeps the original when re-encoding would not make it smaller", async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 }, 900);
    const original = fileOf("tiny.png", "image/png", 600);
    expect(await compressImage(original, codec)).toBe(original);
  });

  it("passes other types through untouched", async () => {
    const { codec, calls } = fakeCodec({ width: 10, height: 10 }, 1);
    const gif = fileOf("dance.gif", "image/gif", 2000);
    expect(await compressImage(gif, codec)).toBe(gif);
    expect(calls).toEqual([]);
  });

  it("refuses an empty file with fileEmpty, before decoding", async () => {
    const { codec, calls } = fakeCodec({ width: 10, height: 10 }, 1);
    expect(await ruleOf(compressImage(fileOf("empty.png", "image/png", 0), codec))).toBe("fileEmpty");
    expect(await ruleOf(compressImage(fileOf("empty.webp", "image/webp", 0), codec))).toBe("fileEmpty");
    expect(calls).toEqual([]);
  });

  it("turns a decoding or encoding failure into compressError", async () => {
    const broken = {
      decode: () => Promise.reject(new Error("not an image")),
    };
    expect(await ruleOf(compressImage(fileOf("bad.jpg", "image/jpeg", 10), broken))).toBe("compressError");
    const { codec, closed } = fakeCodec({ width: 10, height: 10 }, () => {
      throw new Error("canvas too large");
    });
    expect(await ruleOf(compressImage(fileOf("big.png", "image/png", 10), codec))).toBe("compressError");
    expect(closed()).toBe(1);
  });

  it("treats an empty encoder result as a failure", async () => {
    const { codec } = fakeCodec({ width: 10, height: 10 }, 0);
    expect(await ruleOf(compressImage(fileOf("a.jpg", "image/jpeg", 10), codec))).toBe("compressError");
  });
});

describe("prepareUpload", () => {
  it("checks the 30 MB avatar limit on the compressed file", async () => {
    const limit = UPLOAD_PURPOSES.avatar.maxBytes;
    const shrinks = fakeCodec({ width: 4000, height: 3000 }, 1000);
    const result = await prepareUpload(fileOf("big.jpg", "image/jpeg", limit + 10), "avatar", shrinks.codec);
    expect(result.size).toBe(1000);

    const stillBig = fakeCodec({ width: 4000, height: 3000 }, limit + 1);
    const error = prepareUpload(fileOf("huge.png", "image/png", limit + 5), "avatar", stillBig.codec);
    expect(await ruleOf(error)).toBe("fileTooLarge");
  });

  it("refuses an oversized file that is not compressed", async () => {
    const { codec } = fakeCodec({ width: 1, height: 1 }, 1);
    const gif = fileOf("anim.gif", "image/gif", UPLOAD_PURPOSES.avatar.maxBytes + 1);
    expect(await ruleOf(prepareUpload(gif, "avatar", codec))).toBe("fileTooLarge");
  });

  it("refuses an empty file", async () => {
    const { codec } = fakeCodec({ width: 1, height: 1 }, 1);
    expect(await ruleOf(prepareUpload(fileOf("a.png", "image/png", 0), "avatar", codec))).toBe("fileEmpty");
  });
});
