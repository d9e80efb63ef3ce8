import type { StageClientSignal, StageServerSignal } from "@courtside/protocol";
import WebSocket from "ws";

type Frame = { type: string; [key: string]: unknown };

/**
 * One page's gateway socket (`/web/ws`), as the web client uses it: signed in (or a visitor) in
 * the first frame, following the stage's channel, carrying the stage's media signalling.
 */
export async function openGateway(url: string, roomId: number, token?: string) {
  const channel = `stage:${roomId}`;
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/web/ws`);
  const handlers: ((signal: StageServerSignal) => void)[] = [];
  const waiting: { check: (frame: Frame) => boolean; resolve: () => void }[] = [];
  const errors: Frame[] = [];
  socket.on("message", (raw) => {
    for (const frame of JSON.parse(raw.toString()) as Frame[]) {
      if (frame.type === "stage" && frame.channel === channel) {
        for (const handler of handlers) handler(frame.signal as StageServerSignal);
      }
      if (frame.type === "error") errors.push(frame);
      for (const wait of [...waiting]) {
        if (!wait.check(frame)) continue;
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  });
  const until = (check: (frame: Frame) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`gateway: timed out; errors ${JSON.stringify(errors)}`)), 30_000);
      waiting.push({
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  const welcome = until((frame) => frame.type === "welcome");
  send({ type: "auth", ...(token ? { token } : {}) });
  await welcome;
  const subscribed = until((frame) => frame.type === "subscribed" && frame.channel === channel);
  send({ type: "subscribe", channel });
  await subscribed;
  return {
    signal: (signal: StageClientSignal) => send({ type: "stage", channel, signal }),
    onSignal: (handler: (signal: StageServerSignal) => void) => handlers.push(handler),
    errors,
    close: () => socket.close(),
  };
}
export type Gateway = Awaited<ReturnType<typeof openGateway>>;
