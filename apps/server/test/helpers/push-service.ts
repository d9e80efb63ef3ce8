import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from "node:crypto";
import { Agent, createServer, type Server } from "node:https";
import { generate } from "selfsigned";

/**
 * A push service on loopback HTTPS (certificate made at start), standing in for FCM, Mozilla's
 * or Apple's: it takes pushes as RFC 8030 describes, checks the VAPID token (RFC 8292), decrypts
 * the payload as a browser would (RFC 8291, aes128gcm) and keeps what arrived. Each subscription
 * can be told how to answer: 201 by default, or a queue of statuses (404, 410, 429 with
 * Retry-After, 500…).
 */

export interface Received {
  subscription: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  encoding: string | undefined;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  /** The VAPID token named the push service's origin, had a subject and verified with its key. */
  vapid: { audience: string; subject: string; publicKey: string };
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  answers: { status: number; retryAfter?: string }[];
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** HKDF-SHA-256 as RFC 8291 uses it. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm body (RFC 8188) for the subscription's keys (RFC 8291). */
export function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 over the token, with the key it names. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split(".");
  if (!head || !claims || !signature) throw new Error("malformed VAPID token");
  const raw = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const ok = verifySignature("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("VAPID signature does not verify");
  const payload: unknown = JSON.parse(Buffer.from(claims, "base64url").toString());
  const aud = typeof payload === "object" && payload ? Reflect.get(payload, "aud") : undefined;
  const sub = typeof payload === "object" && payload ? Reflect.get(payload, "sub") : undefined;
  const exp = typeof payload === "object" && payload ? Reflect.get(payload, "exp") : undefined;
  if (aud !== origin) throw new Error(`VAPID audience ${String(aud)} is not ${origin}`);
  if (typeof sub !== "string" || !/^(mailto:|https:)/.test(sub)) throw new Error("VAPID subject missing");
  if (typeof exp !== "number" || exp * 1000 < Date.now() || exp * 1000 > Date.now() + 86_400_000) {
    throw new Error("VAPID expiry out of range");
  }
  return { audience: aud, subject: sub, publicKey: match[2] };
}

export type LoopbackPushService = Awaited<ReturnType<typeof startPushService>>;

/** Starts the service on a free loopback port; `keep: false` only counts pushes (for the bench). */
export async function startPushService(options: { keep?: boolean; decrypt?: boolean } = {}) {
  const keep = options.keep ?? true;
  const decrypting = options.decrypt ?? true;
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const subscribers = new Map<string, Subscriber>();
  const received: Received[] = [];
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  let count = 0;
  let origin = "";

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const subscriber = subscribers.get(id);
      if (!subscriber || req.method !== "POST") {
        res.writeHead(404).end();
        return;
      }
      const answer = subscriber.answers.shift() ?? { status: 201 };
      if (answer.status !== 201) {
        res.writeHead(answer.status, answer.retryAfter ? { "retry-after": answer.retryAfter } : {}).end();
        return;
      }
      count += 1;
      if (keep) {
        try {
          const header = (name: string) => {
            const value = req.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          const vapid = checkVapid(header("authorization"), origin);
          const body = Buffer.concat(chunks);
          const plain = decrypting ? decrypt(body, subscriber.ecdh, subscriber.auth).toString("utf8") : "{}";
          received.push({
            subscription: id,
            ttl: Number(header("ttl")),
            urgency: header("urgency"),
            topic: header("topic"),
            encoding: header("content-encoding"),
            message: JSON.parse(plain),
            vapid,
          });
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
      res.writeHead(201, { location: `/message/${count}` }).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    origin,
    /** The service's self-signed certificate (PEM), for clients that must trust it. */
    cert: pems.cert,
    /** An https.Agent that trusts this service's certificate (and only it), kept alive. */
    agent: (maxSockets = 64) => new Agent({ ca: pems.cert, keepAlive: true, maxSockets }),
    /** A new browser subscription, as `JSON.stringify(pushSubscription)` gives it. */
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(9).toString("base64url");
      subscribers.set(id, { ecdh, auth, answers: [] });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    /** How the subscription answers its next pushes, in order; afterwards 201 again. */
    answer(id: string, ...answers: { status: number; retryAfter?: string }[]) {
      subscribers.get(id)?.answers.push(...answers);
    },
    /** The subscription no longer exists here: every push to it gets 410. */
    expire(id: string) {
      subscribers.delete(id);
    },
    received,
    errors,
    count: () => count,
    /** Waits until `done()` holds, re-checking at each push; rejects after `timeoutMs`. */
    until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
      if (done()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push service: condition not met within ${timeoutMs} ms (${count} pushes)`));
        }, timeoutMs);
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
