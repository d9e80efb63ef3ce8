import { ANCHOR_SPACE_LIMITS, ANCHOR_STATE, ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anchorImages } from "../src/db/schema/index.js";
import { approvedAnchor, ownImage, setAnchorState } from "./anchor-fixtures.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

type Field = { field: string; message: string };
const fieldMessages = (body: { data: { fields: Field[] } }) => body.data.fields.map((f) => f.message);

describe("photo wall", () => {
  it("adds photos with a description of up to 20 characters and lists them newest first", async () => {
    const anchor = await approvedAnchor(t);
    const first = await call(
      t,
      "web_anchor/addImage",
      { url: await ownImage(t, anchor.token), description: "a".repeat(20) },
      anchor.token,
    );
    expect(first.body.data.description).toBe("a".repeat(20));
    const second = await call(t, "web_anchor/addImage", { url: await ownImage(t, anchor.token) }, anchor.token);
    expect(second.body.data.description).toBe("");

    const long = await call(
      t,
      "web_anchor/addImage",
      { url: await ownImage(t, anchor.token), description: "b".repeat(21) },
      anchor.token,
      "zh",
    );
    expect(long.body.code).toBe(ERRORS.validation);
    expect(fieldMessages(long.body)).toEqual(["照片描述最多 20 个字"]);
    // Characters, not bytes: 20 Chinese characters are allowed.
    const chinese = await call(
      t,
      "web_anchor/addImage",
      { url: await ownImage(t, anchor.token), description: "好".repeat(20) },
      anchor.token,
    );
    expect(chinese.body.success).toBe(true);

    const foreign = await call(t, "web_anchor/addImage", { url: "https://elsewhere.example/x.png" }, anchor.token);
    expect(foreign.body.code).toBe(ERRORS.imageNotUploaded);

    const list = await call(t, "web_anchor/imageList", { anchorId: anchor.id });
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list[0].id).toBe(chinese.body.data.id);

    const viewer = await register(t);
    const notMine = await call(t, "web_anchor/deleteImage", { id: first.body.data.id }, viewer.token);
    expect(notMine.body.code).toBe(ERRORS.notAnchorYet);
    const other = await approvedAnchor(t);
    const stranger = await call(t, "web_anchor/deleteImage", { id: first.body.data.id }, other.token);
    expect(stranger.body.code).toBe(ERRORS.photoNotFound);
    expect((await call(t, "web_anchor/deleteImage", { id: first.body.data.id }, anchor.token)).body.success).toBe(true);
    expect((await call(t, "web_anchor/imageList", { anchorId: anchor.id })).body.data.total).toBe(2);
    const info = await call(t, "web_anchor/anchor_information", { anchorId: anchor.id });
    expect(info.body.data.photos).toBe(2);
  });

  it("keeps the wall within its limit, even under concurrent additions", async () => {
    const anchor = await approvedAnchor(t);
    const url = await ownImage(t, anchor.token);
    const max = ANCHOR_SPACE_LIMITS.photoWallMax;
    await t.db.insert(anchorImages).values(Array.from({ length: max - 2 }, () => ({ anchorId: anchor.id, url })));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(t, "web_anchor/addImage", { url }, anchor.token)),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === ERRORS.photoWallFull)).toHaveLength(2);
    expect((await call(t, "web_anchor/imageList", { anchorId: anchor.id })).body.data.total).toBe(max);
  });
});

describe("updates", () => {
  it("posts text with up to 9 images and refuses a 10th, an empty post and a long text", async () => {
    const anchor = await approvedAnchor(t);
    const image = await ownImage(t, anchor.token);
    const nine = await call(
      t,
      "web_anchor/addNote",
      { content: "Match day!", images: Array(9).fill(image) },
      anchor.token,
    );
    expect(nine.body.data).toMatchObject({ content: "Match day!", images: Array(9).fill(image) });
    const ten = await call(
      t,
      "web_anchor/addNote",
      { content: "Too many", images: Array(10).fill(image) },
      anchor.token,
    );
    expect(ten.body.code).toBe(ERRORS.validation);
    expect(fieldMessages(ten.body)).toEqual(["A post can have at most 9 images"]);
    const empty = await call(t, "web_anchor/addNote", { content: "  ", images: [] }, anchor.token);
    expect(fieldMessages(empty.body)).toEqual(["Write something or add an image"]);
    const long = await call(
      t,
      "web_anchor/addNote",
      { content: "x".repeat(ANCHOR_SPACE_LIMITS.noteTextMax + 1) },
      anchor.token,
    );
    expect(fieldMessages(long.body)).toEqual(["An update can be at most 500 characters"]);
    const imageOnly = await call(t, "web_anchor/addNote", { images: [image] }, anchor.token);
    expect(imageOnly.body.data.content).toBe("");
    const foreign = await call(t, "web_anchor/addNote", { images: ["https://elsewhere.example/a.png"] }, anchor.token);
    expect(foreign.body.code).toBe(ERRORS.imageNotUploaded);

    const list = await call(t, "web_anchor/noteList", { anchorId: anchor.id, pageSize: 10 });
    expect(list.body.data.list.map((n: { id: number }) => n.id)).toEqual([imageOnly.body.data.id, nine.body.data.id]);
    expect((await call(t, "web_anchor/deleteNote", { id: nine.body.data.id }, anchor.token)).body.success).toBe(true);
    expect((await call(t, "web_anchor/deleteNote", { id: nine.body.data.id }, anchor.token)).body.code).toBe(
      ERRORS.noteNotFound,
    );
  });
});

describe("regional covers", () => {
  it("requires a region and an image, keeps regions unique and switches show/hide", async () => {
    const anchor = await approvedAnchor(t);
    const image = await ownImage(t, anchor.token);
    const add = (body: Record<string, unknown>) => call(t, "web_anchor/AddLiveCover", body, anchor.token);

    expect(fieldMessages((await add({ image })).body)).toEqual(["Choose a region for the cover"]);
    expect(fieldMessages((await add({ region: "Atlantis", image })).body)).toEqual(["Choose a region for the cover"]);
    expect(fieldMessages((await add({ region: "TH" })).body)).toEqual(["Add a cover image"]);
    expect(fieldMessages((await add({ region: "TH", image: " " })).body)).toEqual(["Add a cover image"]);
    expect((await add({ region: "TH", image: "https://elsewhere.example/c.png" })).body.code).toBe(
      ERRORS.imageNotUploaded,
    );

    const th = await add({ region: "TH", image });
    expect(th.body.data).toMatchObject({ region: "TH", image, shown: true });
    expect((await add({ region: "TH", image })).body.code).toBe(ERRORS.coverRegionTaken);
    const vn = await add({ region: "VN", image, shown: false });
    expect(vn.body.data.shown).toBe(false);

    const edit = (body: Record<string, unknown>) => call(t, "web_anchor/EditLiveCover", body, anchor.token);
    expect((await edit({ id: vn.body.data.id, region: "TH" })).body.code).toBe(ERRORS.coverRegionTaken);
    expect((await edit({ id: vn.body.data.id, shown: true })).body.data).toMatchObject({ region: "VN", shown: true });
    expect((await edit({ id: vn.body.data.id, region: "BR" })).body.data).toMatchObject({ region: "BR", shown: true });
    expect((await edit({ id: 999_999, shown: false })).body.code).toBe(ERRORS.coverNotFound);
    const other = await approvedAnchor(t);
    expect(
      (await call(t, "web_anchor/EditLiveCover", { id: th.body.data.id, shown: false }, other.token)).body.code,
    ).toBe(ERRORS.coverNotFound);

    const page = await call(t, "web_anchor/GetLiveCoverPage", {}, anchor.token);
    expect(page.body.data.list.map((c: { region: string }) => c.region)).toEqual(["BR", "TH"]);
    expect((await call(t, "web_anchor/DelLiveCoverPage", { id: th.body.data.id }, anchor.token)).body.success).toBe(
      true,
    );
    // The region is free again once its cover is deleted.
    expect((await add({ region: "TH", image })).body.success).toBe(true);
  });
});

describe("anchor-only calls", () => {
  const STATES: [number, number][] = [
    [ANCHOR_STATE.notRegistered, ERRORS.notAnchorYet],
    [ANCHOR_STATE.underReview, ERRORS.anchorUnderReview],
    [ANCHOR_STATE.rejected, ERRORS.anchorReviewRejected],
    [ANCHOR_STATE.banned, ERRORS.anchorBanned],
    [ANCHOR_STATE.permanentlyBanned, ERRORS.anchorPermanentlyBanned],
  ];

  it.each(STATES)("refuses anchor state %i with code %i", async (state, code) => {
    const anchor = await approvedAnchor(t);
    const image = await ownImage(t, anchor.token);
    await setAnchorState(t, anchor.id, state);
    const calls: [string, Record<string, unknown>][] = [
      ["addImage", { url: image }],
      ["deleteImage", { id: 1 }],
      ["addNote", { content: "hi" }],
      ["deleteNote", { id: 1 }],
      ["GetLiveCoverPage", {}],
      ["AddLiveCover", { region: "TW", image }],
      ["EditLiveCover", { id: 1, shown: false }],
      ["DelLiveCoverPage", { id: 1 }],
    ];
    for (const [path, body] of calls) {
      const res = await call(t, `web_anchor/${path}`, body, anchor.token);
      expect({ path, code: res.body.code }).toEqual({ path, code });
    }
    expect((await call(t, "web_my/my_fans", {}, anchor.token)).body.code).toBe(code);
  });
});
