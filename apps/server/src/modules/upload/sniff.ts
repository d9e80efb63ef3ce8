const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (head: Buffer, bytes: number[]) => head.subarray(0, bytes.length).equals(Buffer.from(bytes));

/** Checks a file's first bytes against the type its name claims (images, chat videos and files). */
export function matchesFileType(extension: string, head: Buffer): boolean {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
  switch (extension) {
    case "png":
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case "jpg":
    case "jpeg":
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case "gif":
      return ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a";
    case "webp":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
    case "mp4":
    case "mov":
    case "m4a":
      return ascii(4, 8) === "ftyp";
    case "webm":
      return startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);
    case "pdf":
      return ascii(0, 5) === "%PDF-";
    case "zip":
    case "docx":
    case "xlsx":
    case "pptx":
      return startsWith(head, ZIP);
    case "doc":
    case "xls":
    case "ppt":
      return startsWith(head, OLE);
    case "mp3":
      return ascii(0, 3) === "ID3" || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
    case "txt":
      return !head.includes(0);
    default:
      return false;
  }
}
