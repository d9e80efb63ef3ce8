import { roomSeatChannel } from "@courtside/protocol";
import type { TestApp } from "./app.js";
import { connectWs, type WsClient, wsUrl } from "./ws.js";

/** Settings for suites that open a socket per grabber from one address. */
export const SEAT_ENV = { WS_MAX_PER_ADDRESS: "100000", WS_CONN_BURST: "100000" };

/** The app's port, listening on loopback on first use. */
async function portOf(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("the test app is not listening on a port");
  return address.port;
}

/**
 * Puts a signed-in user in a live room the way the room page does: a gateway connection that
 * follows the user's seat channel of that room. Close the socket to leave.
 */
export async function enterRoom(
  t: TestApp,
  roomId: number,
  account: { token: string; userInfo: { uid: unknown } },
): Promise<WsClient> {
  const client = await connectWs(wsUrl(await portOf(t)), { token: account.token });
  await client.subscribe(roomSeatChannel(roomId, Number(account.userInfo.uid)));
  return client;
}
