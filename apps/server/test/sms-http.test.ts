import { createServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { call, uniquePhone } from "./helpers/users.js";

/** A Twilio-style SMS gateway on loopback that records what it is sent. */
const received: { auth: string | undefined; form: URLSearchParams }[] = [];
const gateway = createServer((req: IncomingMessage, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on("end", () => {
    received.push({ auth: req.headers.authorization, form: new URLSearchParams(body) });
    res.writeHead(201, { "content-type": "application/json" }).end('{"sid":"SM1"}');
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const address = gateway.address();
  const port = typeof address === "object" && address ? address.port : 0;
  t = await startTestApp({
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: `http://127.0.0.1:${port}/Messages.json`,
    SMS_HTTP_USER: "AC123",
    SMS_HTTP_PASSWORD: "secret",
    SMS_HTTP_FROM: "+15550001111",
  });
});
afterAll(async () => {
  await t.close();
  gateway.close();
});

describe("HTTP SMS provider", () => {
  it("posts To, From and Body with basic auth", async () => {
    const phone = uniquePhone();
    const res = await call(
      t,
      "web_user/web_get_phone_code",
      { phone, areaCode: "62", scene: "register" },
      undefined,
      "ind",
    );
    expect(res.body.success).toBe(true);
    const sent = received.at(-1);
    expect(sent?.auth).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    expect(sent?.form.get("To")).toBe(`+62${phone}`);
    expect(sent?.form.get("From")).toBe("+15550001111");
    expect(sent?.form.get("Body")).toMatch(/Courtside/);
  });

  it("has no outbox route outside log mode", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/dev/sms_outbox" });
    expect(res.statusCode).toBe(404);
  });
});
