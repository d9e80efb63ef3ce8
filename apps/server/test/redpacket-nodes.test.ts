import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { enterRoom, SEAT_ENV } from "./helpers/seats.js";
import { call, register } from "./helpers/users.js";
import type { WsClient } from "./helpers/ws.js";
import { fund, newKey } from "./wallet-fixtures.js";

/**
 * Two app nodes on one PostgreSQL and one Redis: a viewer whose room page is connected to one node
 * grabs through the other. Only meaningful against the production engines.
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

let nodeA: TestApp;
let nodeB: TestApp;
const sockets: WsClient[] = [];
beforeAll(async () => {
  if (!shared) return;
  const env = { ...SEAT_ENV, RED_PACKET_GRABS_PER_HOUR: "100000", JOBS: "false" };
  [nodeA, nodeB] = [await startTestApp(env), await startTestApp(env)];
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await nodeA?.close();
  await nodeB?.close();
});

describe.skipIf(!shared)("red packets across nodes", () => {
  it("lets a viewer seated on one node grab through another, and nobody who is seated nowhere", async () => {
    const anchor = await makeAnchor(nodeA);
    await fund(nodeA, anchor.id, 1_000);
    const sent = await call(
      nodeA,
      "redPacket/send",
      { type: 2, content: 1, count: 3, amount: 30, limitHours: 3, idempotencyKey: newKey() },
      anchor.token,
    );
    const id = String(sent.body.data.id);
    const seated = await register(nodeA);
    const away = await register(nodeA);
    sockets.push(await enterRoom(nodeB, anchor.id, seated));

    expect((await call(nodeA, `redPacket/open/${id}`, {}, away.token)).body.code).toBe(ERRORS.redPacketNotInRoom);
    const grab = await call(nodeA, `redPacket/open/${id}`, {}, seated.token);
    expect(grab.body.code).toBe(0);
    expect(grab.body.data.amount).toBeGreaterThan(0);
  });
});
