import { describe, expect, it } from "vitest";
import { asksKeyFrame } from "./relay-feed.js";

const header = (first: number, type: number, words: number) => [first, type, 0, words];

describe("key-frame requests from the relay", () => {
  it("finds a PLI or a FIR in an RTCP compound packet, and nothing else", () => {
    const receiverReport = header(0x80, 201, 1).concat([0, 0, 0, 1]);
    const pli = header(0x81, 206, 2).concat([0, 0, 0, 1, 0, 0, 0, 2]);
    const fir = header(0x84, 206, 4).concat([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0]);
    const remb = header(0x8f, 206, 2).concat([0, 0, 0, 1, 0, 0, 0, 0]);
    const nack = header(0x81, 205, 3).concat([0, 0, 0, 1, 0, 0, 0, 2, 0, 1, 0, 0]);
    expect(asksKeyFrame(Buffer.from([...receiverReport, ...pli]))).toBe(true);
    expect(asksKeyFrame(Buffer.from(fir))).toBe(true);
    expect(asksKeyFrame(Buffer.from([...receiverReport, ...remb, ...nack]))).toBe(false);
    expect(asksKeyFrame(Buffer.from([0x00, 1, 2]))).toBe(false);
  });
});
