import { ERRORS, FRIEND_SOURCE } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { apply, befriend, get, type Person, person } from "./helpers/friends.js";
import { call, codeFor, uniquePhone } from "./helpers/users.js";

const SEARCH_DAILY = 8;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", FRIEND_SEARCH_DAILY: String(SEARCH_DAILY) });
});
afterAll(() => t.close());

const search = (user: Person, q: string, source?: number, lang = "en") =>
  get(
    t,
    `chat/manage/userSearch/searchFriend/${encodeURIComponent(q)}${source ? `?source=${source}` : ""}`,
    user.token,
    lang,
  );
const found = async (user: Person, q: string, source?: number) => {
  const res = await search(user, q, source);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data.users as { id: number; source: number; phone: string | null }[];
};

describe("finding people", () => {
  it("finds by ID, username, phone and email, exactly, with the phone masked", async () => {
    const me = await person(t);
    const phone = uniquePhone();
    const target = await person(t, { phone, areaCode: "86", smsCode: await codeFor(t, "register", phone) });
    await call(t, "chat/friend/privacy", { email: "Target.Person@Example.com" }, target.token);

    expect(await found(me, String(target.id))).toMatchObject([
      { id: target.id, source: FRIEND_SOURCE.id, phone: null },
    ]);
    expect(await found(me, target.username.toUpperCase())).toMatchObject([
      { id: target.id, source: FRIEND_SOURCE.username },
    ]);
    const byPhone = await found(me, phone);
    expect(byPhone).toMatchObject([{ id: target.id, source: FRIEND_SOURCE.phone }]);
    expect(byPhone[0]?.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(await found(me, `+86${phone}`)).toMatchObject([{ id: target.id, source: FRIEND_SOURCE.phone }]);
    expect(await found(me, "target.person@example.com")).toMatchObject([
      { id: target.id, source: FRIEND_SOURCE.email },
    ]);
    // Exact matches only: part of a phone, an email or a username finds no one.
    expect(await found(me, phone.slice(0, 8), FRIEND_SOURCE.phone)).toEqual([]);
    expect(await found(me, "example.com", FRIEND_SOURCE.email)).toEqual([]);
    expect(await found(me, target.username.slice(0, -1))).toEqual([]);
  });

  it("takes only letters, digits and symbols, with the rule's message", async () => {
    const me = await person(t);
    const spaced = await search(me, "two words");
    expect(spaced.body.code).toBe(ERRORS.validation);
    expect(spaced.body.data.fields[0].message).toBe("Enter only letters, digits and symbols");
    const thai = await search(me, "สวัสดี", undefined, "tha");
    expect(thai.body.data.fields[0].message).toBe("กรอกได้เฉพาะตัวอักษร ตัวเลข และสัญลักษณ์");
  });

  it("shows on a card whether we are friends, whether I applied, and presence only to friends", async () => {
    const [me, friend, stranger] = [await person(t), await person(t), await person(t)];
    await befriend(t, me, friend);
    await call(t, "chat/friend/remark", { userId: friend.id, remark: "Coach" }, me.token);
    await apply(t, me, stranger);
    const [friendCard] = await found(me, String(friend.id));
    expect(friendCard).toMatchObject({ isFriend: true, remark: "Coach", applied: false, presence: { online: false } });
    const [strangerCard] = await found(me, String(stranger.id));
    expect(strangerCard).toMatchObject({ isFriend: false, remark: "", applied: true, presence: null });
  });

  it("stops at the daily search limit with its message, also when searches race", async () => {
    const me = await person(t);
    const results = await Promise.all(Array.from({ length: SEARCH_DAILY + 4 }, () => search(me, "100001")));
    const passed = results.filter((res) => res.body.success);
    expect(passed).toHaveLength(SEARCH_DAILY);
    expect(Math.min(...passed.map((res) => res.body.data.searchesLeft))).toBe(0);
    for (const res of results.filter((each) => !each.body.success)) {
      expect(res.body).toMatchObject({ code: ERRORS.searchLimit, msg: "You have reached today's search limit" });
    }
    // Someone else still searches.
    expect((await search(await person(t), "100001")).body.success).toBe(true);
  });
});

describe("QR codes and shared cards", () => {
  const cardOf = async (user: Person, userId?: number) =>
    call(t, "chat/friend/card", userId ? { userId } : {}, user.token);
  const resolve = (user: Person, code: string, source: number = FRIEND_SOURCE.qrCode) =>
    call(t, "chat/friend/card/resolve", { code, source }, user.token);

  it("resolves my QR code to me, from the code or a link carrying it, and adds with source 5", async () => {
    const [owner, scanner] = [await person(t), await person(t)];
    const { code } = (await cardOf(owner)).body.data;
    expect((await resolve(scanner, code)).body.data).toMatchObject({ id: owner.id, source: FRIEND_SOURCE.qrCode });
    const link = `https://courtside.example/#/chat/address-book?card=${code}`;
    expect((await resolve(scanner, link)).body.data.id).toBe(owner.id);
    const added = await apply(t, scanner, owner, "scanned you", FRIEND_SOURCE.qrCode);
    expect(added.body.data.application.source).toBe(FRIEND_SOURCE.qrCode);
  });

  it("refuses a forged code", async () => {
    const [owner, other, scanner] = [await person(t), await person(t), await person(t)];
    const { code } = (await cardOf(owner)).body.data as { code: string };
    const signature = code.split(".")[2] ?? "";
    const [prefix, id] = code.split(".");
    const other1 = (char: string) => (char === "A" ? "B" : "A");
    const firstFlipped = `${prefix}.${id}.${other1(signature[0] ?? "")}${signature.slice(1)}`;
    const lastFlipped = `${code.slice(0, -1)}${other1(code.at(-1) ?? "")}`;
    for (const forged of [
      firstFlipped,
      lastFlipped,
      `c1.${other.id}.${signature}`,
      "c1.100001.AAAAAAAAAAAAAAAAAAAAAA",
      "hello",
    ]) {
      expect((await resolve(scanner, forged)).body).toMatchObject({
        code: ERRORS.cardInvalid,
        msg: "This QR code or card is not valid",
      });
    }
  });

  it("shares a friend's card (source 6), never a stranger's", async () => {
    const [me, friend, stranger, reader] = [await person(t), await person(t), await person(t), await person(t)];
    await befriend(t, me, friend);
    const shared = await cardOf(me, friend.id);
    expect(shared.body.data.userId).toBe(friend.id);
    expect((await resolve(reader, shared.body.data.code, FRIEND_SOURCE.card)).body.data).toMatchObject({
      id: friend.id,
      source: FRIEND_SOURCE.card,
    });
    expect((await cardOf(me, stranger.id)).body.code).toBe(ERRORS.notYourFriend);
  });
});

describe("findable email", () => {
  it("belongs to one account, whatever its case, and must be an email", async () => {
    const [a, b] = [await person(t), await person(t)];
    expect((await call(t, "chat/friend/privacy", { email: "same@example.com" }, a.token)).body.data.email).toBe(
      "same@example.com",
    );
    const taken = await call(t, "chat/friend/privacy", { email: "SAME@example.com" }, b.token);
    expect(taken.body).toMatchObject({
      code: ERRORS.emailTaken,
      msg: "This email address is already used by another account",
    });
    const bad = await call(t, "chat/friend/privacy", { email: "not-an-email" }, b.token);
    expect(bad.body.data.fields[0].message).toBe("Please enter a valid email address");
    // Giving it up frees it.
    await call(t, "chat/friend/privacy", { email: null }, a.token);
    expect((await call(t, "chat/friend/privacy", { email: "same@example.com" }, b.token)).body.success).toBe(true);
  });
});
