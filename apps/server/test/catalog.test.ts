import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS, seedDemo } from "../src/seed/demo.js";
import { startTestApp, type TestApp } from "./helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NAME_FIELDS = ["name", "nameTw", "nameIdn", "nameVn", "nameTh", "namePor", "nameHin", "nameEn"];

describe("columns", () => {
  it.each([
    ["/web/web_race/web_race_column", 9],
    ["/web/web_anchor/anchor_column", 10],
  ])("%s lists the columns in order with all 8 names", async (url, count) => {
    const body = (await t.app.inject({ method: "POST", url })).json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(count);
    expect(body.data[0]).toMatchObject({ id: 0, nameEn: "All", name: "全部" });
    const football = body.data.find((c: { sportId: number | null }) => c.sportId === 1);
    expect(football).toMatchObject({ id: 1, nameEn: "Football", namePor: "Futebol" });
    for (const column of body.data) {
      for (const field of NAME_FIELDS) expect(column[field], `${column.id}.${field}`).toBeTruthy();
    }
  });

  it("seeds a demo viewer who can sign in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/web/web_user/web_pwd_login",
      payload: { username: DEMO_USERS[0]?.username, password: DEMO_USERS[0]?.password },
    });
    expect(res.json()).toMatchObject({ success: true, data: { userInfo: { nickname: "Demo Viewer" } } });
  });

  it("seeds the demo data only once", async () => {
    expect(await seedDemo(t.db)).toBe(false);
    const body = (await t.app.inject({ method: "POST", url: "/web/web_race/web_race_column" })).json();
    expect(body.data).toHaveLength(9);
  });
});
