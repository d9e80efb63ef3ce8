import { type AuthResult, authResultSchema, envelope } from "@courtside/protocol";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { api } from "./accounts.js";
import { newVisitor, screenshot } from "./browser.js";
import { registerViewer } from "./matches.js";

/** Helpers of the live-room chat flows: accounts made or signed in through the API, and the panel. */

const signedIn = envelope(authResultSchema.nullable());

/** Signs in through the API, e.g. as a demo anchor (anchor01 / anchor123). */
export async function signInApi(baseUrl: string, username: string, password: string): Promise<AuthResult> {
  const response = await fetch(`${baseUrl}/web/web_user/web_pwd_login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const answer = signedIn.parse(await response.json());
  if (!answer.data) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data;
}

/** A browser context already signed in as `auth`, in interface language `lang` (a LANGUAGE_LIST code). */
export async function contextFor(browser: Browser, auth: AuthResult, lang = "en"): Promise<BrowserContext> {
  const context = await newVisitor(browser);
  await context.addInitScript(
    ([jwt, user, chosen]) => {
      localStorage.setItem("token", jwt);
      localStorage.setItem("userInfo", user);
      localStorage.setItem("lang", chosen);
    },
    [auth.token, JSON.stringify(auth.userInfo), lang] as const,
  );
  return context;
}

/** A new viewer, signed in, with the nickname the chat shows for them. */
export async function newViewer(browser: Browser, baseUrl: string, lang = "en") {
  const auth = await registerViewer(baseUrl);
  return { auth, nickname: auth.userInfo.nickname, context: await contextFor(browser, auth, lang) };
}

/** Opens a live room and waits for its chat to have loaded (history in, composer or prompt shown). */
export async function openRoom(context: BrowserContext, baseUrl: string, roomId: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#/anchor/room/${roomId}`);
  try {
    await page.locator(".chat-composer").waitFor({ timeout: 30_000 });
  } catch (error) {
    await screenshot(page, `chat-room-not-loaded-${Date.now()}`);
    throw error;
  }
  return page;
}

/** The chat's message log. */
export const chatLog = (page: Page) => page.getByRole("log");

/** Types a message into the chat box and sends it with Enter. */
export async function say(page: Page, text: string, label = "Message"): Promise<void> {
  const input = page.getByRole("textbox", { name: label });
  await input.fill(text);
  await input.press("Enter");
}

/** Makes two people friends through the API: `a` asks, `b` accepts. */
export async function befriend(baseUrl: string, a: AuthResult, b: AuthResult): Promise<void> {
  const applied = await api(
    baseUrl,
    "/chat/applyFriend",
    { userId: b.userInfo.uid, note: "", source: 1 },
    { token: a.token },
  );
  if (applied.code !== 0) throw new Error(`apply failed: ${applied.msg}`);
  const list = await api(baseUrl, "/chat/friend/applications", { box: "received" }, { token: b.token });
  const data = list.data as { list: { id: number }[] };
  const accepted = await api(baseUrl, "/chat/friend/accept", { id: data.list[0]?.id }, { token: b.token });
  if (accepted.code !== 0) throw new Error(`accept failed: ${accepted.msg}`);
}
