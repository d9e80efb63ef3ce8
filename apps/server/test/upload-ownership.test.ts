import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationBody, uploadImage } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Anchor = Awaited<ReturnType<typeof makeAnchor>>;

/** Every setter that takes an uploaded image, as the caller `as` using `url`. */
const setters: [string, (as: Anchor, url: string) => Promise<{ body: { code: number } }>][] = [
  ["avatar", (as, url) => call(t, "web_anchor/edit_user", { avatar: url }, as.token)],
  ["photo wall", (as, url) => call(t, "web_anchor/addImage", { url, description: "mine" }, as.token)],
  ["update image", (as, url) => call(t, "web_anchor/addNote", { content: "hi", images: [url] }, as.token)],
  [
    "regional cover",
    (as, url) => call(t, "web_anchor/AddLiveCover", { region: "CN", image: url, shown: true }, as.token),
  ],
  ["room cover", (as, url) => call(t, "web_anchor/anchor_house_config_details_update", { cover: url }, as.token)],
];

describe("uploaded images belong to their uploader", () => {
  it.each(setters)("refuses another user's upload as %s and accepts the caller's own", async (_name, set) => {
    const owner = await register(t);
    const anchor = await makeAnchor(t);
    const theirs = await uploadImage(t, owner.token);
    const refused = await set(anchor, theirs);
    expect(refused.body.code).toBe(ERRORS.imageNotUploaded);
    const mine = await uploadImage(t, anchor.token);
    expect((await set(anchor, mine)).body.code).toBe(0);
  });

  it("refuses another user's upload as an edited regional cover", async () => {
    const owner = await register(t);
    const anchor = await makeAnchor(t);
    const added = await call(
      t,
      "web_anchor/AddLiveCover",
      { region: "CN", image: await uploadImage(t, anchor.token), shown: true },
      anchor.token,
    );
    const edit = (image: string) =>
      call(t, "web_anchor/EditLiveCover", { id: added.body.data.id, image }, anchor.token);
    expect((await edit(await uploadImage(t, owner.token))).body.code).toBe(ERRORS.imageNotUploaded);
    expect((await edit(await uploadImage(t, anchor.token))).body.code).toBe(0);
  });

  it("refuses another user's upload as an anchor application's sample image", async () => {
    const owner = await register(t);
    const applicant = await register(t);
    const theirs = await uploadImage(t, owner.token);
    const apply = async (image: string) =>
      call(
        t,
        "web_anchor/anchor_apply_for",
        await applicationBody(t, applicant.token, { sampleImages: [image] }),
        applicant.token,
      );
    expect((await apply(theirs)).body.code).toBe(ERRORS.imageNotUploaded);
    expect((await apply(await uploadImage(t, applicant.token))).body.code).toBe(0);
  });
});
