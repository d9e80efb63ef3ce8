import { describe, expect, it } from "vitest";
import { presignUrl } from "./s3-presign.js";

describe("SigV4 presigned URLs", () => {
  it("reproduces AWS's documented example signature", () => {
    // From the S3 documentation, "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
    const url = presignUrl({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      expiresSeconds: 86400,
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(url).toContain("X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request");
    expect(url).toMatch(/X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404$/);
  });

  it("signs extra headers the uploader must send", () => {
    const url = presignUrl({
      method: "PUT",
      url: "http://127.0.0.1:9000/media/u/1/a.png",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      expiresSeconds: 900,
      now: new Date("2026-01-01T00:00:00Z"),
      headers: { "Content-Length": "1234" },
    });
    expect(url.startsWith("http://127.0.0.1:9000/media/u/1/a.png?")).toBe(true);
    expect(url).toContain("X-Amz-SignedHeaders=content-length%3Bhost");
  });
});
