import { ERRORS, GRANTABLE_ROLE, STAGE, type StageState } from "@courtside/protocol";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, stageSeats } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJobs } from "./helpers/job-scope.js";
import { makeAnchor } from "./helpers/rooms.js";
import { joinStage } from "./helpers/stage-peer.js";
import { call, register } from "./helpers/users.js";
import { connectWs, type WsClient, wsUrl } from "./helpers/ws.js";

let t: TestApp;
let port: number;
const sockets: WsClient[] = [];
const peers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", STAGE_VIEWERS_MAX: "2" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const peer of peers) await peer.close();
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socket(token?: string) {
  const ws = await connectWs(wsUrl(port), { token });
  sockets.push(ws);
  await ws.until((events) => events.some((event) => event.type === "welcome"));
  return ws;
}

type Person = Awaited<ReturnType<typeof register>> & { id: number };
async function person(): Promise<Person> {
  const account = await register(t);
  return { ...account, id: Number(account.userInfo.uid) };
}

/** A stage action over HTTP; returns the envelope. */
async function stage(path: string, body: Record<string, unknown>, who: { token: string }) {
  return (await call(t, `stage/${path}`, body, who.token)).body;
}

function seatOf(state: StageState, userId: number) {
  return state.seats.find((seat) => seat.user.id === userId);
}

async function view(roomId: number, who?: { token: string }) {
  const res = await t.app.inject({
    method: "GET",
    url: `/web/stage/${roomId}`,
    headers: who ? { authorization: who.token } : {},
  });
  return res.json().data as { state: StageState; manage: boolean; channel: string };
}

/** A room whose anchor has opened the stage. */
async function openRoom() {
  const anchor = await makeAnchor(t);
  expect((await stage("open", { roomId: anchor.id }, anchor)).success).toBe(true);
  return anchor;
}

/** Time passes for a seat: its deadline and its job are moved into the past, and due jobs run. */
async function passDeadline(roomId: number, userId: number) {
  const past = new Date(Date.now() - 1000);
  await t.db
    .update(stageSeats)
    .set({ expiresAt: past })
    .where(and(eq(stageSeats.roomId, roomId), eq(stageSeats.userId, userId)));
  await t.db
    .update(jobs)
    .set({ runAt: past })
    .where(and(ownJobs(), eq(jobs.kind, "stage.deadline"), sql`${jobs.key} = ${`stage.deadline:${roomId}:${userId}`}`));
  await t.scheduler.runDue();
}

describe("mic connection", () => {
  it("refuses applications until the anchor opens the stage, and lets only the anchor open it", async () => {
    const anchor = await makeAnchor(t);
    const viewer = await person();
    expect(await stage("apply", { roomId: anchor.id }, viewer)).toMatchObject({
      success: false,
      code: ERRORS.stageClosed,
      msg: "Mic connection is not open in this room",
    });
    expect(await stage("open", { roomId: anchor.id }, viewer)).toMatchObject({ code: ERRORS.micPermission });
    expect((await stage("open", { roomId: anchor.id }, anchor)).data.open).toBe(true);
    expect((await stage("apply", { roomId: anchor.id }, viewer)).success).toBe(true);
  });

  it("takes an application through accepted to on stage once the guest's media reaches the server", async () => {
    const anchor = await openRoom();
    const guest = await person();
    const channel = `stage:${anchor.id}`;
    const watcher = await socket();
    await watcher.subscribe(channel);

    const applied = await stage("apply", { roomId: anchor.id }, guest);
    expect(seatOf(applied.data, guest.id)).toMatchObject({ state: "applied", expiresAt: expect.any(Number) });
    // The room hears every change on the stage channel.
    await watcher.until((events) =>
      events.some((e) => e.type === "notice" && e.channel === channel && e.kind === "state"),
    );

    const accepted = await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, anchor);
    expect(seatOf(accepted.data, guest.id)?.state).toBe("accepted");

    const ws = await socket(guest.token);
    await ws.subscribe(channel);
    const media = await joinStage(ws, channel, "publisher");
    peers.push(media);
    await media.connected();
    await expect
      .poll(async () => seatOf((await view(anchor.id)).state, guest.id)?.state, { timeout: 10_000 })
      .toBe("onStage");
    expect(seatOf((await view(anchor.id)).state, guest.id)?.connected).toBe(true);
  });

  it("gives a connection that joins as a viewer and then at once as a publisher its publishing session", async () => {
    // The anchor's page: it watches the stage as soon as it opens, and publishes once the camera is on.
    const anchor = await openRoom();
    const channel = `stage:${anchor.id}`;
    const ws = await socket(anchor.token);
    await ws.subscribe(channel);
    ws.send({ type: "stage", channel, signal: { op: "join", as: "viewer" } });
    const media = await joinStage(ws, channel, "publisher");
    peers.push(media);
    await media.connected();
    expect(media.signals().some((signal) => signal.op === "closed")).toBe(false);
  });

  it("lets a publisher join only when the anchor or a guest accepted onto the stage", async () => {
    const anchor = await openRoom();
    const stranger = await person();
    const channel = `stage:${anchor.id}`;
    const ws = await socket(stranger.token);
    // Signalling needs the channel followed first.
    ws.send({ type: "stage", channel, signal: { op: "join", as: "publisher" } });
    await ws.until((events) => events.some((e) => e.type === "error" && e.code === ERRORS.stageNotJoined));
    await ws.subscribe(channel);
    ws.send({ type: "stage", channel, signal: { op: "join", as: "publisher" } });
    await ws.until((events) => events.some((e) => e.type === "error" && e.code === ERRORS.stageNotOnStage));
  });

  it("expires an application not answered in 60 s, and answering it late says so", async () => {
    const anchor = await openRoom();
    const guest = await person();
    await stage("apply", { roomId: anchor.id }, guest);
    await passDeadline(anchor.id, guest.id);
    expect(seatOf((await view(anchor.id)).state, guest.id)?.state).toBe("expired");
    expect(await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, anchor)).toMatchObject({
      code: ERRORS.stageNoApplication,
    });

    // An invitation answered after its deadline, before the job has run: "application expired".
    await stage("invite", { roomId: anchor.id, userId: guest.id }, anchor);
    await t.db
      .update(stageSeats)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(stageSeats.roomId, anchor.id), eq(stageSeats.userId, guest.id)));
    expect(await stage("answer", { roomId: anchor.id, accept: true }, guest)).toMatchObject({
      code: ERRORS.micApplicationExpired,
      msg: "The application has expired",
    });
  });

  it("interrupts a guest whose connection is lost past 10 s; they must apply again", async () => {
    const anchor = await openRoom();
    const guest = await person();
    await stage("invite", { roomId: anchor.id, userId: guest.id }, anchor);
    await stage("answer", { roomId: anchor.id, accept: true }, guest);
    const channel = `stage:${anchor.id}`;
    const ws = await socket(guest.token);
    await ws.subscribe(channel);
    const media = await joinStage(ws, channel, "publisher");
    peers.push(media);
    await media.connected();
    await expect
      .poll(async () => seatOf((await view(anchor.id)).state, guest.id)?.state, { timeout: 10_000 })
      .toBe("onStage");

    // The guest's page goes away: their media session ends with the connection.
    ws.close();
    await expect
      .poll(async () => seatOf((await view(anchor.id)).state, guest.id)?.connected, { timeout: 10_000 })
      .toBe(false);
    expect(seatOf((await view(anchor.id)).state, guest.id)?.state).toBe("onStage");
    await passDeadline(anchor.id, guest.id);
    expect(seatOf((await view(anchor.id)).state, guest.id)?.state).toBe("interrupted");

    const again = await socket(guest.token);
    await again.subscribe(channel);
    again.send({ type: "stage", channel, signal: { op: "join", as: "publisher" } });
    await again.until((events) => events.some((e) => e.type === "error" && e.code === ERRORS.stageNotOnStage));
    expect(seatOf((await stage("apply", { roomId: anchor.id }, guest)).data, guest.id)?.state).toBe("applied");
  });

  it("lets only the anchor manage the list, and room admins once the anchor allows it", async () => {
    const anchor = await openRoom();
    const admin = await person();
    const guest = await person();
    const other = await person();
    await call(
      t,
      "web_anchor/anchor_user_auth",
      { userId: admin.id, role: GRANTABLE_ROLE.admin, flag: 1 },
      anchor.token,
    );
    await stage("apply", { roomId: anchor.id }, guest);

    const refused = await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, other);
    expect(refused).toMatchObject({ success: false, code: ERRORS.micPermission });
    expect(ERRORS.micPermission).toBe(6001);
    expect(await stage("invite", { roomId: anchor.id, userId: other.id }, admin)).toMatchObject({
      code: ERRORS.micPermission,
    });
    expect((await view(anchor.id, admin)).manage).toBe(false);

    await stage("settings", { roomId: anchor.id, adminsManage: true }, anchor);
    expect((await view(anchor.id, admin)).manage).toBe(true);
    expect((await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, admin)).success).toBe(true);
    // Settings and the end of the stage stay the anchor's.
    expect(await stage("end", { roomId: anchor.id }, admin)).toMatchObject({ code: ERRORS.micPermission });
  });

  it("seats at most 10 guests: the 11th is refused", async () => {
    const anchor = await openRoom();
    for (let i = 0; i < STAGE.guestsMax; i++) {
      const guest = await person();
      await stage("apply", { roomId: anchor.id }, guest);
      expect((await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, anchor)).success).toBe(true);
    }
    const eleventh = await person();
    expect(await stage("apply", { roomId: anchor.id }, eleventh)).toMatchObject({
      code: ERRORS.stageFull,
      msg: "All 10 mic seats are taken",
    });
    expect(await stage("invite", { roomId: anchor.id, userId: eleventh.id }, anchor)).toMatchObject({
      code: ERRORS.stageFull,
    });
  });

  it("mutes a guest for the anchor, whose mute the guest cannot lift; a guest mutes themselves", async () => {
    const anchor = await openRoom();
    const guest = await person();
    await stage("apply", { roomId: anchor.id }, guest);
    await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, anchor);
    const muted = await stage("mute", { roomId: anchor.id, userId: guest.id, kind: "audio", muted: true }, anchor);
    expect(seatOf(muted.data, guest.id)?.audio).toBe("anchor");
    expect(
      await stage("mute", { roomId: anchor.id, userId: guest.id, kind: "audio", muted: false }, guest),
    ).toMatchObject({
      code: ERRORS.stageMutedByAnchor,
    });
    const self = await stage("mute", { roomId: anchor.id, userId: guest.id, kind: "video", muted: true }, guest);
    expect(seatOf(self.data, guest.id)?.video).toBe("self");
    const anchorSelf = await stage(
      "mute",
      { roomId: anchor.id, userId: anchor.id, kind: "audio", muted: true },
      anchor,
    );
    expect(anchorSelf.data.anchor.audio).toBe("self");
  });

  it("lets a guest leave, the anchor take a guest off, and end the whole stage", async () => {
    const anchor = await openRoom();
    const [a, b, c] = [await person(), await person(), await person()];
    for (const guest of [a, b]) {
      await stage("apply", { roomId: anchor.id }, guest);
      await stage("review", { roomId: anchor.id, userId: guest.id, accept: true }, anchor);
    }
    await stage("apply", { roomId: anchor.id }, c);
    expect(seatOf((await stage("leave", { roomId: anchor.id }, a)).data, a.id)?.state).toBe("left");
    expect(seatOf((await stage("kick", { roomId: anchor.id, userId: b.id }, anchor)).data, b.id)?.state).toBe("kicked");
    const ended = (await stage("end", { roomId: anchor.id }, anchor)).data as StageState;
    expect(ended.open).toBe(false);
    expect(seatOf(ended, c.id)?.state).toBe("ended");
  });

  it("lets viewers watch the stage over WebRTC up to the node's limit", async () => {
    const anchor = await openRoom();
    const channel = `stage:${anchor.id}`;
    const sockets = [];
    for (let i = 0; i < 2; i++) {
      const ws = await socket();
      sockets.push(ws);
      await ws.subscribe(channel);
      const media = await joinStage(ws, channel, "viewer");
      peers.push(media);
      // Every session can carry the anchor and all 10 guests.
      expect(media.offer.sdp.match(/^m=video/gm)?.length).toBe(STAGE.guestsMax + 1);
    }
    const third = await socket();
    await third.subscribe(channel);
    third.send({ type: "stage", channel, signal: { op: "join", as: "viewer" } });
    await third.until((events) => events.some((e) => e.type === "error" && e.code === ERRORS.stageViewersFull));
    // A viewer's own connection asking again (as after a failed connection) takes no second place.
    const first = sockets[0];
    if (!first) throw new Error("no first viewer");
    peers.push(await joinStage(first, channel, "viewer"));
    // The anchor's composing page (OBS's browser source) still gets in: it carries the stage to
    // everyone beyond the limit, and it does not take a viewer's place.
    const composer = await socket(anchor.token);
    await composer.subscribe(channel);
    peers.push(await joinStage(composer, channel, "viewer"));
  });
});

describe("mic reservations", () => {
  const HOUR = 3_600_000;

  it("books guests more than 2 hours apart, for those who manage the list", async () => {
    const anchor = await makeAnchor(t);
    const guest = await person();
    const at = Date.now() + 24 * HOUR;
    const first = await stage("reservations/add", { roomId: anchor.id, userId: guest.id, at }, anchor);
    expect(first.data).toHaveLength(1);
    expect(
      await stage("reservations/add", { roomId: anchor.id, userId: guest.id, at: at + 2 * HOUR }, anchor),
    ).toMatchObject({
      code: ERRORS.micReservationGap,
      msg: "Mic reservations must be more than 2 hours apart",
    });
    const second = await stage(
      "reservations/add",
      { roomId: anchor.id, userId: guest.id, at: at + 2 * HOUR + 60_000 },
      anchor,
    );
    expect(second.data.map((r: { at: number }) => r.at)).toEqual([at, at + 2 * HOUR + 60_000]);
    expect(
      await stage("reservations/add", { roomId: anchor.id, userId: guest.id, at: Date.now() - HOUR }, anchor),
    ).toMatchObject({
      code: ERRORS.micReservationPast,
    });
    expect(await stage("reservations", { roomId: anchor.id }, guest)).toMatchObject({ code: ERRORS.micPermission });
    const left = await stage("reservations/delete", { roomId: anchor.id, id: first.data[0].id }, anchor);
    expect(left.data).toHaveLength(1);
  });
});
