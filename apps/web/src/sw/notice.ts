import {
  type NoticeTarget,
  noticeTarget,
  PRODUCT_NAME,
  PUSH_BADGE,
  PUSH_DEFAULT_ICON,
  PUSH_TYPE,
  PUSH_VIBRATION,
  pushData,
  SW_MESSAGE,
} from "@courtside/protocol";
import { workerTexts } from "./texts";

/**
 * What the service worker does, apart from the worker's event wiring (sw.ts), so it can be tested
 * with stand-ins for the browser's clients and registration.
 */

/** A push as the server sends it (PushMessage), read defensively: anything may arrive. */
export interface ReadPush {
  id: number;
  type: number;
  title: string;
  body: string;
  webLang: string | undefined;
  image: string | undefined;
  icon: string | undefined;
  tag: string;
  /** The spec's payload (section 3), as the JSON string of `data.data`. */
  data: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function readPush(json: unknown): ReadPush | null {
  if (!isRecord(json)) return null;
  const inner = isRecord(json.data) ? text(json.data.data) : "";
  const payload = pushData(inner);
  const type = typeof json.type === "number" ? json.type : payload?.type;
  if (typeof type !== "number") return null;
  return {
    id: typeof json.id === "number" ? json.id : 0,
    type,
    title: text(json.title),
    body: text(json.body),
    webLang: text(json.webLang) || undefined,
    image: text(json.image) || undefined,
    icon: text(json.icon) || undefined,
    tag: text(json.tag) || `notice-${type}`,
    data: inner,
  };
}

/** What a shown notification keeps for its click: the route or link, and the payload. */
export interface NoticeData {
  /** The stored notice's id, so the page can mark it read. */
  id: number;
  type: number;
  target: NoticeTarget | null;
  payload: string;
}

/**
 * The notification for a push (spec sections 5 and 9, DECISIONS 8): the product name when it
 * brings no title, the default icon when it brings no picture, vibration 200-100-200, its picture
 * large when it has one. Type 3 is never shown (null).
 */
export function notificationFor(
  push: ReadPush,
  browserLang: string | undefined,
  scope: string,
): { title: string; options: NotificationOptions & { vibrate: number[]; image?: string } } | null {
  if (push.type === PUSH_TYPE.ignored) return null;
  const texts = workerTexts(push.webLang, browserLang);
  const message = push.type === PUSH_TYPE.instantMessage;
  const data: NoticeData = { id: push.id, type: push.type, target: noticeTarget(push.data), payload: push.data };
  const options: NotificationOptions & { vibrate: number[]; image?: string } = {
    body: push.body || (message ? texts.messageBody : texts.body),
    icon: push.icon ?? new URL(PUSH_DEFAULT_ICON, scope).href,
    badge: new URL(PUSH_BADGE, scope).href,
    tag: push.tag,
    lang: push.webLang ?? "",
    vibrate: [...PUSH_VIBRATION],
    data,
  };
  if (push.image) options.image = push.image;
  return { title: push.title || (message ? texts.messageTitle : PRODUCT_NAME), options };
}

/** The parts of the worker's `clients` the click needs. */
export interface WindowLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
export interface ClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

const isNoticeData = (value: unknown): value is NoticeData =>
  isRecord(value) && typeof value.type === "number" && typeof value.payload === "string";

/** What the worker tells a page when one of its notifications was clicked. */
export interface NoticeClick {
  type: typeof SW_MESSAGE.click;
  route: string;
  noticeId: number;
  noticeType: number;
  payload: string;
}

/** The app's address at a hash route, under the worker's scope (the app's root). */
export const appUrl = (scope: string, route: string) => new URL(`./#${route}`, scope).href;

/**
 * A click on a notice (spec section 2): a link opens in a new tab; a route focuses an open page of
 * the app and tells it where to go (an instant message also goes into its chat notification
 * state), or opens the app there when none is open.
 */
export async function openNotice(data: unknown, clients: ClientsLike, scope: string): Promise<void> {
  if (!isNoticeData(data) || !data.target) return;
  const target = data.target;
  if ("link" in target) {
    await clients.openWindow(target.link);
    return;
  }
  const origin = new URL(scope).origin;
  const windows = (await clients.matchAll({ type: "window", includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === origin,
  );
  const page = windows.find((client) => client.focused) ?? windows[0];
  if (!page) {
    await clients.openWindow(appUrl(scope, target.route));
    return;
  }
  const message: NoticeClick = {
    type: SW_MESSAGE.click,
    route: target.route,
    noticeId: typeof data.id === "number" ? data.id : 0,
    noticeType: data.type,
    payload: data.payload,
  };
  page.postMessage(message);
  // Focusing is only allowed while handling the click itself; the page was told where to go anyway.
  await page.focus().catch(() => undefined);
}

/** Whether a page of the app is in front: then it shows the notice itself, and the worker stays quiet. */
export async function pageInFront(clients: Pick<ClientsLike, "matchAll">): Promise<boolean> {
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  return windows.some((client) => client.focused);
}
