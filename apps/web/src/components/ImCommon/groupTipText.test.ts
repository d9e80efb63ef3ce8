import { GROUP_JOIN_SOURCE, type GroupTipContent } from "@courtside/protocol";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import group from "../../i18n/locales/group/en.json";
import zhGroup from "../../i18n/locales/group/zh.json";
import { groupTipText } from "./groupTipText";

const texts = i18next.createInstance();
beforeAll(async () => {
  await texts.init({
    lng: "en",
    resources: { en: { translation: { group } }, zh: { translation: { group: zhGroup } } },
    interpolation: { escapeValue: false },
  });
});

const ana = { id: 1, nickname: "Ana" };
const ben = { id: 2, nickname: "Ben" };
const cy = { id: 3, nickname: "Cy" };
const list = (names: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(names);
const tip = (fields: Partial<GroupTipContent> & Pick<GroupTipContent, "kind">): GroupTipContent => ({
  by: ana,
  users: [],
  ...fields,
});
const say = (content: GroupTipContent) => groupTipText(content, texts.getFixedT("en"), list);

describe("group tip lines", () => {
  it("words joining by how it happened", () => {
    expect(say(tip({ kind: "created", users: [ben, cy] }))).toBe("Ana created the group with Ben and Cy");
    expect(say(tip({ kind: "joined", users: [ben], source: GROUP_JOIN_SOURCE.invited }))).toBe(
      "Ana invited Ben to the group",
    );
    expect(say(tip({ kind: "joined", by: null, users: [ben], source: GROUP_JOIN_SOURCE.link }))).toBe(
      "Ben joined the group via the invite link",
    );
    expect(say(tip({ kind: "joined", by: null, users: [ben], source: GROUP_JOIN_SOURCE.qrCode }))).toBe(
      "Ben joined the group via the QR code",
    );
    expect(say(tip({ kind: "joined", users: [ben], source: GROUP_JOIN_SOURCE.link }))).toBe(
      "Ben joined the group, approved by Ana",
    );
  });

  it("words leaving and removals", () => {
    expect(say(tip({ kind: "left", by: ben, users: [ben] }))).toBe("Ben left the group");
    expect(say(tip({ kind: "removed", users: [ben, cy] }))).toBe("Ana removed Ben and Cy from the group");
    expect(say(tip({ kind: "dissolved" }))).toBe("Ana dissolved the group");
  });

  it("words mutes with their duration, and a mute that ran out", () => {
    expect(say(tip({ kind: "muted", users: [ben], hours: 1, until: 0 }))).toBe("Ben was muted for 1 hour by Ana");
    expect(say(tip({ kind: "muted", users: [ben], hours: 168, until: 0 }))).toBe("Ben was muted for 7 days by Ana");
    expect(say(tip({ kind: "unmuted", users: [ben] }))).toBe("Ana unmuted Ben");
    expect(say(tip({ kind: "unmuted", by: null, users: [ben] }))).toBe("Ben can send messages again");
    expect(say(tip({ kind: "muteAll", on: true }))).toBe(
      "Ana muted everyone; only the owner and admins can send messages",
    );
    expect(say(tip({ kind: "muteAll", on: false }))).toBe("Ana unmuted everyone");
  });

  it("words settings, admins and deletions", () => {
    expect(say(tip({ kind: "info", name: "Five" }))).toBe("Ana renamed the group to “Five”");
    expect(say(tip({ kind: "info", avatar: "/a.png" }))).toBe("Ana changed the group picture");
    expect(say(tip({ kind: "info", name: "Five", avatar: null }))).toBe(
      "Ana renamed the group to “Five” and changed its picture",
    );
    expect(say(tip({ kind: "announcement", announcement: "Pitch 3" }))).toBe("Ana updated the announcement: Pitch 3");
    expect(say(tip({ kind: "announcement", announcement: "x".repeat(200) }))).toHaveLength(
      "Ana updated the announcement: ".length + 80,
    );
    expect(say(tip({ kind: "announcement", announcement: "" }))).toBe("Ana removed the announcement");
    expect(say(tip({ kind: "admin", users: [ben], on: true }))).toBe("Ana made Ben an admin");
    expect(say(tip({ kind: "admin", users: [ben], on: false }))).toBe("Ana removed Ben as an admin");
    expect(say(tip({ kind: "cleared" }))).toBe("Ana cleared all messages");
    expect(say(tip({ kind: "messagesDeleted", users: [ben] }))).toBe("Ana deleted the messages of Ben");
  });

  it("names someone whose name is unknown, and speaks the reader's language", () => {
    expect(say(tip({ kind: "left", by: null, users: [{ id: 9, nickname: "" }] }))).toBe("Someone left the group");
    const zh = groupTipText(tip({ kind: "muted", users: [ben], hours: 24, until: 0 }), texts.getFixedT("zh"), list);
    expect(zh).toBe("Ben 被 Ana 禁言 1 天");
  });
});
