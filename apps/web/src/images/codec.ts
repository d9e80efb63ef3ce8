/** A decoded image that can be drawn again at another size and type. */
export interface DecodedImage {
  width: number;
  height: number;
  /** Draws the image at `size` and encodes it; JPEG gets a white background (it has no alpha). */
  encode: (size: Size, type: string, quality: number) => Promise<Blob>;
  close: () => void;
}

export interface Size {
  width: number;
  height: number;
}

/** Decoding and encoding are the browser's (canvas); tests pass a fake, as Node has no canvas. */
export interface ImageCodec {
  decode: (file: Blob) => Promise<DecodedImage>;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    // null when the canvas is too large for the browser or the type cannot be encoded
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("canvas could not be encoded"))), type, quality);
  });
}

export const canvasCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file);
    return {
      width: bitmap.width,
      height: bitmap.height,
      async encode(size, type, quality) {
        const canvas = document.createElement("canvas");
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d canvas");
        if (type === "image/jpeg") {
          context.fillStyle = "#fff";
          context.fillRect(0, 0, size.width, size.height);
        }
        context.drawImage(bitmap, 0, 0, size.width, size.height);
        return toBlob(canvas, type, quality);
      },
      close: () => bitmap.close(),
    };
  },
};
