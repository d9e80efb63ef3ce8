import { UPLOAD_PURPOSES } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { fakeCodec, fileOf } from "../testing/fakeCodec";
import { ImageRuleError } from "./compress";
import { avatarFileProblem, CROP, fitWithin, maxCropZoom, prepareForCrop, withExtension } from "./crop";

describe("cropper defaults", () => {
  it("match spec section 9", () => {
    expect(CROP).toMatchObject({ aspect: 1, outputType: "image/jpeg", maxImageSize: 2000, minCropSize: 10 });
    expect(CROP.quality).toBe(0.8);
  });

  it("fit an image within 2000 px a side, never enlarging", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(1000, 8000)).toEqual({ width: 250, height: 2000 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it("bound the zoom so the crop square stays at least 10 px", () => {
    expect(maxCropZoom({ width: 40, height: 30 })).toBe(3);
    expect(maxCropZoom({ width: 55, height: 64 })).toBe(5.5);
    expect(maxCropZoom({ width: 2000, height: 1500 })).toBe(CROP.zoomCap);
    // An image under 10 px cannot be zoomed at all: the whole of it is the crop.
    expect(maxCropZoom({ width: 8, height: 8 })).toBe(1);
  });
});

describe("avatar files", () => {
  it("accept the image types up to 30 MB", () => {
    expect(avatarFileProblem({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: "a.webp", type: "", size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: "a.png", type: "image/png", size: 0 })).toBe("fileEmpty");
    expect(avatarFileProblem({ name: "a.pdf", type: "application/pdf", size: 10 })).toBe("unsupportedFormat");
    const size = UPLOAD_PURPOSES.avatar.maxBytes + 1;
    expect(avatarFileProblem({ name: "a.jpg", type: "image/jpeg", size })).toBe("fileTooLarge");
  });

  it("are renamed to .jpg", () => {
    expect(withExtension("me.PNG", "jpg")).toBe("me.jpg");
    expect(withExtension("archive.tar.gz", "jpg")).toBe("archive.tar.jpg");
    expect(withExtension("noext", "jpg")).toBe("noext.jpg");
    expect(withExtension(".hidden", "jpg")).toBe(".hidden.jpg");
  });

  it("reach the cropper as a JPEG of at most 2000 px", async () => {
    const { codec, calls, closed } = fakeCodec({ width: 3000, height: 6000 }, 50);
    const prepared = await prepareForCrop(fileOf("me.png", "image/png", 100), codec);
    expect(calls).toEqual([{ size: { width: 1000, height: 2000 }, type: "image/jpeg", quality: 0.95 }]);
    expect(prepared.size).toEqual({ width: 1000, height: 2000 });
    expect(prepared.file.name).toBe("me.jpg");
    expect(prepared.file.type).toBe("image/jpeg");
    expect(closed()).toBe(1);
  });

  it("refuse a bad file before decoding it", async () => {
    const { codec, calls } = fakeCodec({ width: 1, height: 1 }, 1);
    const error = await prepareForCrop(fileOf("me.png", "image/png", 0), codec).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ImageRuleError);
    expect(calls).toEqual([]);
  });
});
