import { randomUUID } from "node:crypto";
import { ERRORS, IM_MESSAGE_TYPE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { pair, person } from "./helpers/im.js";
import { messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("a png")]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom rest of a video")]);
const TXT = Buffer.from("match notes\n");

/** Uploads through the signed-upload path and returns the file's address. */
async function upload(token: string, fileName: string, purpose: string, body: Buffer): Promise<string> {
  const ticket = await call(suite.t, "manage/ossFile/image/oss_upload", { fileName, purpose }, token);
  if (!ticket.body.success) throw new Error(JSON.stringify(ticket.body));
  const { pathname, search } = new URL(ticket.body.data.uploadUrl, "http://localhost");
  const put = await suite.t.app.inject({
    method: "PUT",
    url: `${pathname}${search}`,
    payload: body,
    headers: { "content-type": "application/octet-stream" },
  });
  if (!put.json().success) throw new Error(put.body);
  return ticket.body.data.url;
}

const send = (token: string, conversationId: number, type: number, content: unknown, lang = "en") =>
  call(suite.t, "chat/message/send", { conversationId, clientMsgId: randomUUID(), type, content }, token, lang);

describe("pictures, videos, files and cards", () => {
  it("sends a picture of one's own upload and refuses anyone else's file", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const url = await upload(a.token, "goal.png", "image", PNG);
    const picture = {
      bigPicture: { url, width: 1200, height: 800, size: PNG.length },
      thumbnail: { url, width: 300, height: 200 },
    };
    const sent = await send(a.token, conversationId, IM_MESSAGE_TYPE.picture, picture);
    expect(sent.body.data.message).toMatchObject({ type: IM_MESSAGE_TYPE.picture, content: { bigPicture: { url } } });
    // B cannot pass off A's upload, nor a link to elsewhere, as their own.
    expect((await send(b.token, conversationId, IM_MESSAGE_TYPE.picture, picture)).body.code).toBe(
      ERRORS.mediaNotUploaded,
    );
    const elsewhere = { ...picture, bigPicture: { ...picture.bigPicture, url: "https://example.com/x.png" } };
    expect((await send(a.token, conversationId, IM_MESSAGE_TYPE.picture, elsewhere)).body.code).toBe(
      ERRORS.mediaNotUploaded,
    );
  });

  it("takes a video of up to 60 seconds and refuses a longer one", async () => {
    const { a, conversationId } = await pair(suite.t);
    const videoUrl = await upload(a.token, "clip.mp4", "video", MP4);
    const posterUrl = await upload(a.token, "clip.png", "image", PNG);
    const video = (duration: number) => ({
      videoUrl,
      poster: { url: posterUrl, width: 640, height: 360 },
      duration,
      size: MP4.length,
    });
    const ok = await send(a.token, conversationId, IM_MESSAGE_TYPE.video, video(59.9));
    expect(ok.body.data.message).toMatchObject({ type: IM_MESSAGE_TYPE.video, content: { videoUrl, duration: 59.9 } });
    const long = await send(a.token, conversationId, IM_MESSAGE_TYPE.video, video(61), "vie");
    expect(long.body).toMatchObject({ success: false, code: ERRORS.videoTooLong });
    expect(long.body.msg).toContain("60");
    // A file that is not a video by its first bytes is not taken as one.
    const ticket = await call(
      suite.t,
      "manage/ossFile/image/oss_upload",
      { fileName: "x.exe", purpose: "video" },
      a.token,
    );
    expect(ticket.body.code).toBe(ERRORS.unsupportedFormat);
  });

  it("sends a file under its name, found by search", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const url = await upload(a.token, "notes.txt", "file", TXT);
    const sent = await send(a.token, conversationId, IM_MESSAGE_TYPE.file, {
      url,
      name: "Tactics board.txt",
      size: 12,
    });
    expect(sent.body.success).toBe(true);
    const found = await call(suite.t, "chat/message/search", { q: "tactics" }, b.token);
    expect(found.body.data.list[0]).toMatchObject({ text: "Tactics board.txt", highlights: [[0, 7]] });
  });

  it("fills a card with the person's current name and avatar", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const shared = await person(suite.t);
    const sent = await send(a.token, conversationId, IM_MESSAGE_TYPE.card, { userId: shared.id });
    expect(sent.body.data.message.content).toEqual({
      userId: shared.id,
      nickname: shared.userInfo.nickname,
      avatar: shared.userInfo.avatar,
    });
    const missing = await send(b.token, conversationId, IM_MESSAGE_TYPE.card, { userId: 2_000_000_000 });
    expect(missing.body.code).toBe(ERRORS.userNotFound);
  });
});
