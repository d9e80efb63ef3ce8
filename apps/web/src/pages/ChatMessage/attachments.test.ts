import { describe, expect, it } from "vitest";
import { acceptFor, thumbnailSize, uploadPurpose, videoTooLong } from "./attachments";

describe("chat attachments", () => {
  it("shows a picture at most 240 px on its longest side, in its own proportions", () => {
    expect(thumbnailSize(4000, 3000)).toEqual({ width: 240, height: 180 });
    expect(thumbnailSize(1000, 4000)).toEqual({ width: 60, height: 240 });
    expect(thumbnailSize(100, 50)).toEqual({ width: 100, height: 50 });
  });

  it("refuses videos longer than 60 seconds (spec section 5)", () => {
    expect(videoTooLong(60)).toBe(false);
    expect(videoTooLong(60.05)).toBe(false);
    expect(videoTooLong(61)).toBe(true);
  });

  it("offers only the upload purposes the server declares", () => {
    expect(uploadPurpose("image")).toBe("image");
    expect(uploadPurpose("nonsense")).toBeNull();
  });
});

describe("the file inputs", () => {
  it("offer the kinds of file the server takes for each purpose", () => {
    expect(acceptFor("image")).toBe(".png,.jpg,.jpeg,.webp,.gif");
    expect(acceptFor("video")).toContain(".mp4");
  });
});
