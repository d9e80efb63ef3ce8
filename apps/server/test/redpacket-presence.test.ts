import { ERRORS, errorMessage, redPacketEventSchema, roomSeatChannel } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestEvents } from "../src/realtime/stream.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { enterRoom, SEAT_ENV } from "./helpers/seats.js";
import { call, register } from "./helpers/users.js";
import { connectWs, type WsClient, wsUrl } from "./helpers/ws.js";
import { fund, newKey } from "./wallet-fixtures.js";

const GRABS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let anchor: Awaited<ReturnType<typeof makeAnchor>>;
const sockets: WsClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ ...SEAT_ENV, RED_PACKET_GRABS_PER_HOUR: String(GRABS_PER_HOUR) });
  anchor = await makeAnchor(t);
  await fund(t, anchor.id, 10_000);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

type Account = Awaited<ReturnType<typeof register>>;
const packet = async (count = 5) => {
  const res = await call(
    t,
    "redPacket/send",
    { type: 2, content: 1, count, amount: count * 10, limitHours: 3, idempotencyKey: newKey() },
    anchor.token,
  );
  return String(res.body.data.id);
};
const grab = (id: string, who: Account, lang = "en") => call(t, `redPacket/open/${id}`, {}, who.token, lang);
const enter = async (roomId: number, who: Account) => {
  const socket = await enterRoom(t, roomId, who);
  sockets.push(socket);
  return socket;
};
/** Starts the user's grab count afresh: with Redis it outlives a test database. */
const freshCount = async (who: Account) => {
  const keys = (await t.redis?.keys(`courtside:redpacket:grabs:${who.userInfo.uid}:*`)) ?? [];
  if (keys.length > 0) await t.redis?.del(...keys);
};

describe("grabbing needs presence in the room", () => {
  it("refuses a viewer who is not in the room, or in another room, and lets them grab once they enter", async () => {
    const viewer = await register(t);
    const other = await makeAnchor(t);
    const id = await packet();
    const away = await grab(id, viewer);
    expect(away.status).toBe(403);
    expect(away.body).toMatchObject({ code: ERRORS.redPacketNotInRoom, msg: errorMessage("en", "redPacketNotInRoom") });
    expect((await grab(id, viewer, "zh")).body.msg).toBe(errorMessage("zh", "redPacketNotInRoom"));
    await enter(other.id, viewer);
    expect((await grab(id, viewer)).body.code).toBe(ERRORS.redPacketNotInRoom);
    await enter(anchor.id, viewer);
    const inside = await grab(id, viewer);
    expect(inside.body.code).toBe(0);
    expect(inside.body.data.amount).toBeGreaterThan(0);
  });

  it("stops letting a viewer grab once they have left", async () => {
    const viewer = await register(t);
    const socket = await enter(anchor.id, viewer);
    expect((await grab(await packet(), viewer)).body.code).toBe(0);
    socket.close();
    // The gateway lets the seat go when the socket's close arrives.
    const seats = t.app.services.redPacket.seats;
    const deadline = Date.now() + 5_000;
    while ((await seats.inRoom(anchor.id, Number(viewer.userInfo.uid))) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await grab(await packet(), viewer)).body.code).toBe(ERRORS.redPacketNotInRoom);
  });

  it("lets nobody take someone else's seat, nor a seat in a room that does not exist", async () => {
    const viewer = await register(t);
    const intruder = await register(t);
    const address = t.app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("not listening");
    const socket = await connectWs(wsUrl(address.port), { token: intruder.token });
    sockets.push(socket);
    const theirs = roomSeatChannel(anchor.id, Number(viewer.userInfo.uid));
    socket.send({ type: "subscribe", channel: theirs });
    const nowhere = roomSeatChannel(2_000_000_000, Number(intruder.userInfo.uid));
    socket.send({ type: "subscribe", channel: nowhere });
    await socket.until((events) => events.filter((e) => e.type === "error").length >= 2);
    expect(socket.events.some((e) => e.type === "subscribed")).toBe(false);
    expect((await grab(await packet(), viewer)).body.code).toBe(ERRORS.redPacketNotInRoom);
  });
});

describe("grab cap", () => {
  it("caps grabs per user per hour with a translated message, and lets them grab again the next hour", async () => {
    const viewer = await register(t);
    await freshCount(viewer);
    await enter(anchor.id, viewer);
    const clock = t.app.services.redPacket.clock;
    const start = Date.now();
    // The start of an hour, so the attempts below fall in one.
    const hourStart = Math.floor(start / HOUR_MS) * HOUR_MS + HOUR_MS;
    clock.now = () => new Date(hourStart + 60_000);
    try {
      for (let i = 0; i < GRABS_PER_HOUR; i++) expect((await grab(await packet(), viewer)).body.code).toBe(0);
      const id = await packet();
      const refused = await grab(id, viewer);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: ERRORS.redPacketGrabLimit,
        msg: errorMessage("en", "redPacketGrabLimit", { minutes: 59 }),
      });
      expect((await grab(id, viewer, "tha")).body.msg).toBe(errorMessage("tha", "redPacketGrabLimit", { minutes: 59 }));
      clock.now = () => new Date(hourStart + HOUR_MS + 60_000);
      expect((await grab(id, viewer)).body.code).toBe(0);
    } finally {
      clock.now = () => new Date();
    }
  });
});

describe("public ids", () => {
  it("names packets by random public ids everywhere, never by their serial number", async () => {
    const viewer = await register(t);
    await enter(anchor.id, viewer);
    const [first, second] = [await packet(), await packet()];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
    const events = (await latestEvents(t.db, `room:${anchor.id}`, 5))
      .filter((e) => e.kind === "redPacket")
      .map((e) => redPacketEventSchema.parse(e.data).id);
    expect(events).toContain(second);
    const room = await t.app.inject({ method: "GET", url: `/web/redPacket/room/${anchor.id}` });
    expect(room.json().data.map((p: { id: string }) => p.id)).toContain(first);
    const row = await t.app.services.redPacket.list(first, undefined);
    expect(row.packet.id).toBe(first);

    // The serial ids count up from 1: none of them opens or lists a packet.
    for (const serial of ["1", "2", "3"]) {
      expect((await grab(serial, viewer)).body.success).toBe(false);
      const list = await t.app.inject({ method: "GET", url: `/web/redPacket/list/${serial}` });
      expect(list.json().success).toBe(false);
    }
    const grabbed = await grab(first, viewer);
    expect(grabbed.body.data.packetId).toBe(first);
  });
});
