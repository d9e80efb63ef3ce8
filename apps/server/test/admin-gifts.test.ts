import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, superAdmin, uploadImage } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { namesOf as names } from "./helpers/names.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";
import { fund, newKey } from "./wallet-fixtures.js";

let t: TestApp;
let admin: { token: string; userId: number };
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdmin(t);
});
afterAll(() => t.close());

const catalogue = async () => (await t.app.inject({ method: "GET", url: "/web/gift/list" })).json().data;
const save = (body: unknown, token = admin.token) => adminCall(t, "admin/gifts/save", body, token);

describe("the gift catalogue in the console", () => {
  it("adds a gift with its picture and 8 names; viewers can send it at once", async () => {
    const image = await uploadImage(t, admin.token);
    const added = await save({ names: names("Golden boot"), image, price: 88, sort: 50, active: true });
    expect(added.body.data).toMatchObject({ image, price: 88, effect: "float", sort: 50, active: true });
    const id = added.body.data.id;
    expect((await catalogue()).find((gift: { id: number }) => gift.id === id)).toMatchObject({
      names: names("Golden boot"),
      effect: "float",
    });

    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    await fund(t, Number(viewer.userInfo.uid), 100);
    const sent = await call(
      t,
      "gift/send",
      { roomId: anchor.id, giftId: id, count: 1, idempotencyKey: newKey() },
      viewer.token,
    );
    expect(sent.body.data.value).toBe(88);

    const list = await adminCall(t, "admin/gifts", {}, admin.token);
    expect(list.body.data.list.length).toBeGreaterThan(8);
    const audit = await adminCall(t, "admin/audit_log", { action: "gift.add", page: 1, pageSize: 10 }, admin.token);
    expect(audit.body.data.list[0]).toMatchObject({ targetId: String(id) });
  });

  it("hides a gift: gone from the catalogue and refused when sent; shown again, it is back", async () => {
    // A gift of this test's own: other suites on a shared database keep using the built-in ones.
    const image = await uploadImage(t, admin.token);
    const added = await save({ names: names("Whistle"), image, price: 7, sort: 60, active: true });
    const gift = { ...added.body.data };
    const hidden = await save({ ...gift, active: false });
    expect(hidden.body.data.active).toBe(false);
    expect((await catalogue()).some((item: { id: number }) => item.id === gift.id)).toBe(false);
    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    await fund(t, Number(viewer.userInfo.uid), 100);
    const refused = await call(
      t,
      "gift/send",
      { roomId: anchor.id, giftId: gift.id, count: 1, idempotencyKey: newKey() },
      viewer.token,
    );
    expect(refused.body.code).toBe(ERRORS.giftNotFound);
    // Its own picture is kept as it was: no new upload needed to edit it and show it again.
    await save({ ...gift, price: 1200, active: true });
    expect((await catalogue()).find((item: { id: number }) => item.id === gift.id)).toMatchObject({
      price: 1200,
      effect: "fullscreen",
    });
    const log = await adminCall(t, "admin/audit_log", { action: "gift.edit", page: 1, pageSize: 10 }, admin.token);
    expect(log.body.data.list[0].details).toMatchObject({ before: { price: 7 }, after: { price: 1200 } });
  });

  it("refuses a picture from elsewhere, a missing name, a bad price and anyone but a super admin", async () => {
    const base = { names: names("Cup"), image: "https://evil.example/x.png", price: 10, sort: 1, active: true };
    expect((await save(base)).body.code).toBe(ERRORS.imageNotUploaded);
    const image = await uploadImage(t, admin.token);
    const noName = await save({ ...base, image, names: { ...names("Cup"), nameTh: " " } });
    expect(noName.body.data.fields[0]).toMatchObject({
      field: "body.names.nameTh",
      message: "Enter the gift's name in every language, up to 20 characters",
    });
    expect((await save({ ...base, image, price: 0 })).body.code).toBe(ERRORS.validation);
    expect((await save({ ...base, image, id: 999_999 })).body.code).toBe(ERRORS.giftNotFound);
    const user = await register(t);
    expect((await save({ ...base, image }, user.token)).body.code).toBe(ERRORS.noPermission);
    expect((await adminCall(t, "admin/gifts", {}, admin.token, null)).body.code).toBe(ERRORS.securityCodeRequired);
  });
});
