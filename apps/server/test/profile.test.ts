import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("profile", () => {
  it("edits every field and reads them back", async () => {
    const { token } = await register(t);
    const changes = {
      nickname: "Captain",
      birthday: "1995-06-15",
      gender: 2,
      province: "Guangdong",
      city: "Shenzhen",
      height: 180,
      weight: 72,
      emotionalStatus: 1,
      hobbies: "football, chess",
      intro: "Here for the derby.",
      languageType: "tha",
    };
    const res = await call(t, "web_anchor/edit_user", changes, token);
    expect(res.body.data).toMatchObject(changes);
    const read = await call(t, "web_anchor/anchor_user", {}, token);
    expect(read.body.data).toMatchObject(changes);
    const partial = await call(t, "web_anchor/edit_user", { city: "Guangzhou" }, token);
    expect(partial.body.data).toMatchObject({ ...changes, city: "Guangzhou" });
  });

  it("refuses out-of-range values field by field", async () => {
    const { token } = await register(t);
    const res = await call(
      t,
      "web_anchor/edit_user",
      { gender: 7, height: 999, birthday: "1995-13-40", intro: "x".repeat(201) },
      token,
    );
    expect(res.body.code).toBe(ERRORS.validation);
    const fields = Object.fromEntries(
      res.body.data.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toEqual({
      "body.birthday": "Please enter a valid date",
      "body.gender": "Please choose one of the options",
      "body.height": "Height must be between 50 and 250 cm",
      "body.intro": "This text is too long",
    });
    const zh = await call(t, "web_anchor/edit_user", { nickname: "" }, token, "zh");
    expect(zh.body.data.fields[0].message).toBe("昵称须为1-20个字符");
  });

  it("accepts only avatars uploaded here", async () => {
    const { token } = await register(t);
    const res = await call(t, "web_anchor/edit_user", { avatar: "https://evil.example/x.png" }, token);
    expect(res.body.code).toBe(ERRORS.imageNotUploaded);
  });

  it("needs sign-in", async () => {
    expect((await call(t, "web_anchor/anchor_user", {})).body.code).toBe(ERRORS.loginRequired);
  });
});
