import type { DecodedImage, ImageCodec, Size } from "../images/codec";

export interface EncodeCall {
  size: Size;
  type: string;
  quality: number;
}

/** A stand-in for the canvas: reports a fixed size and encodes to `bytes` bytes. */
export function fakeCodec(natural: Size, bytes: number | (() => never)) {
  const calls: EncodeCall[] = [];
  let closed = 0;
  const codec: ImageCodec = {
    async decode(): Promise<DecodedImage> {
      return {
        ...natural,
        async encode(size, type, quality) {
          calls.push({ size, type, quality });
          if (typeof bytes === "function") return bytes();
          return new Blob([new Uint8Array(bytes)], { type });
        },
        close: () => {
          closed += 1;
        },
      };
    },
  };
  return { codec, calls, closed: () => closed };
}

export const fileOf = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
