import { join } from "node:path";
import { ERRORS, MESSAGES } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chooseAreaCode,
  drawTestPng,
  expectAccessible,
  fieldError,
  masked,
  requestCode,
  signInWithPassword,
  signOut,
  snap,
  toast,
} from "../support/accountPages.js";
import {
  type Account,
  RESEND_WAIT_MS,
  registerAccount,
  uniquePhone,
  uniqueUsername,
  untilNextCode,
} from "../support/accounts.js";
import { ARTIFACTS, hashPath, launchBrowser, newVisitor, openAs, settle, waitForHash } from "../support/browser.js";
import { type E2eServer, startServer } from "../support/server.js";

const errors = MESSAGES.en.errors;

let server: E2eServer;
let browser: Browser;
/**
 * Accounts with a bound phone, made first: the server waits 60 s between two codes to a phone, and
 * the SMS flows at the end of the file then rarely have to wait for it.
 */
let phoneAccounts: { smsLogin: Account; reset: Account };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const [smsLogin, reset] = await Promise.all([
    registerAccount(server.url, { withPhone: true }),
    registerAccount(server.url, { withPhone: true }),
  ]);
  phoneAccounts = { smsLogin, reset };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (path: string, locale?: string): Promise<Page> => openAs(browser, server.url, path, locale);

/** Opens the login page and signs in; resolves once the session is there. */
async function signedInPage(account: Account, path = "#/login"): Promise<Page> {
  const page = await open(path);
  await signInWithPassword(page, account);
  await page.getByRole("button", { name: "Account menu" }).waitFor();
  return page;
}

describe("registration", () => {
  it("creates an account and lands signed in on the match list; signing out on a protected page goes home", async () => {
    const page = await open("#/register");
    await page.getByRole("heading", { level: 1, name: "Register" }).waitFor();
    await snap(page, "accounts-register-en");
    await expectAccessible(page);

    const username = uniqueUsername();
    const form = page.locator("form#register");
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password", { exact: true }).fill("goal2026");
    await form.getByLabel("Confirm password").fill("goal2026");
    await form.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await form.getByRole("button", { name: "Create account" }).click();

    await waitForHash(page, "/match/0");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    // A welcome by name (the nickname starts as the username).
    await toast(page, `Welcome to Courtside, ${username}!`).waitFor();
    await snap(page, "accounts-register-welcome");
    // Not a super admin: no console in the menu.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Personal centre" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Super admin" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    await page.goto(`${server.url}/#/user/info/basic`);
    await page.getByRole("textbox", { name: "Nickname" }).waitFor();
    // The personal centre leads to the FAQ.
    await page
      .getByRole("navigation", { name: "Personal centre sections" })
      .getByRole("link", { name: "Live FAQ" })
      .click();
    await waitForHash(page, "/user/question");
    await signOut(page);
    await waitForHash(page, "/match/0");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.context().close();
  });

  it("explains the anchor review after an anchor sign-up, then continues", async () => {
    const page = await open("#/register");
    const form = page.locator("form#register");
    await form.getByLabel("Username").fill(uniqueUsername("host"));
    await form.getByLabel("Password", { exact: true }).fill("goal2026");
    await form.getByLabel("Confirm password").fill("goal2026");
    await form.getByRole("checkbox", { name: "Apply to become an anchor" }).check();
    await form.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await form.getByRole("button", { name: "Create account" }).click();

    const dialog = page.getByRole("dialog");
    await dialog.getByText("Your anchor application is under review", { exact: false }).waitFor();
    await snap(page, "accounts-register-pending");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await waitForHash(page, "/match/0");
    await page.context().close();
  });

  it("shows every rule's message next to its field", async () => {
    const taken = await registerAccount(server.url);
    const page = await open("#/register");
    const form = page.locator("form#register");

    await form.getByRole("button", { name: "Create account" }).click();
    await fieldError(page, "Username").getByText(errors.usernameOrPasswordEmpty).waitFor();
    await form.getByText(errors.agreementRequired).waitFor();
    // Said once, under the username, not again under the password.
    expect(await form.getByText(errors.usernameOrPasswordEmpty).count()).toBe(1);
    await snap(page, "accounts-register-empty");

    await form.getByLabel("Username").fill("ab1");
    await fieldError(page, "Username").getByText(errors.usernameRule).waitFor();
    await form.getByLabel("Username").fill("abcdefgh");
    await fieldError(page, "Username").getByText(errors.usernameRule).waitFor();

    await form.getByLabel("Password", { exact: true }).fill("onlyletters");
    await fieldError(page, "Password").getByText(errors.passwordRule).waitFor();
    await form.getByLabel("Password", { exact: true }).fill("goal2026");
    await form.getByLabel("Confirm password").fill("goal2027");
    await fieldError(page, "Confirm password").getByText(errors.passwordsDiffer).waitFor();

    // A phone without its code is refused on the code field.
    await form.getByLabel("Phone number").fill("2025550100");
    await form.getByRole("button", { name: "Create account" }).click();
    await fieldError(page, "SMS code").getByText(errors.smsCodeWrong).waitFor();
    await form.getByLabel("Phone number").fill("");

    // The server says whether a name is taken when the field is left.
    await form.getByLabel("Username").fill(taken.username);
    await form.getByLabel("Password", { exact: true }).focus();
    await fieldError(page, "Username").getByText(errors.usernameExists).waitFor();

    await snap(page, "accounts-register-errors");
    await expectAccessible(page);
    await page.context().close();
  });
});

describe("sign-in", () => {
  it("signs in with a password and returns to where the guard stopped the visitor", async () => {
    const account = await registerAccount(server.url);
    const page = await open("#/user/info/modifyPassword");
    await waitForHash(page, "/login");
    await page.getByRole("tab", { name: "Account and password" }).waitFor();
    await snap(page, "accounts-login-en");
    await expectAccessible(page);

    await signInWithPassword(page, account);
    await waitForHash(page, "/user/info/modifyPassword");
    await page.getByLabel("Current password").waitFor();
    await page.context().close();
  });

  it("puts the server's message under the password when it is wrong", async () => {
    const account = await registerAccount(server.url);
    const page = await open("#/login");
    await page.locator("form#passwordLogin").getByRole("button", { name: "Sign in" }).click();
    await fieldError(page, "Username").getByText(errors.usernameOrPasswordEmpty).waitFor();

    await signInWithPassword(page, { username: account.username, password: "wrong2026" });
    await fieldError(page, "Password").getByText(errors.usernameOrPasswordWrong).waitFor();
    expect(hashPath(page)).toBe("/login");
    await snap(page, "accounts-login-wrong-password");
    await page.context().close();
  });

  it("drops a stored token the server no longer accepts", async () => {
    const context = await newVisitor(browser);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("token", "stale-token");
        sessionStorage.setItem("seeded", "1");
      }
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/match/0`);
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await context.close();
  });
});

describe("signing out", () => {
  it("goes home even when calls still out with the old token come back refused, then asks to sign in again", async () => {
    const account = await registerAccount(server.url);
    const page = await signedInPage(account, "#/login?redirect=%2Fuser%2Finfo%2FmodifyPassword");
    await page.getByLabel("Current password").waitFor();
    // The messages' sync, held back until the server has revoked the token, gets refused.
    const refused: string[] = [];
    const revocation = page.waitForResponse((response) => response.url().includes("/web_logout"), {
      timeout: 0,
    });
    page.on("response", async (response) => {
      if ((await response.text().catch(() => "")).includes(`"code":${ERRORS.tokenInvalid}`)) {
        refused.push(response.url());
      }
    });
    await page.route(/\/web\/chat\//, async (route) => {
      await revocation;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await page.getByLabel("Current password").waitFor();
    await signOut(page);
    await waitForHash(page, "/match/0");
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Those refusals changed nothing: still home, and no "please sign in" message.
    await page.getByTestId("top-match").waitFor();
    expect(hashPath(page)).toBe("/match/0");
    expect(await toast(page, errors.tokenInvalid).count()).toBe(0);
    await page.unroute(/\/web\/chat\//);

    // A page that needs sign-in, opened afterwards, asks to sign in and comes back.
    await page.goto(`${server.url}/#/chat/message`);
    await waitForHash(page, "/login");
    expect(new URL(page.url().replace("#", "")).searchParams.get("redirect")).toBe("/chat/message");
    await page.context().close();
  });
});

describe("passwords", () => {
  it("changes the password, keeps this browser signed in, and only the new one works", async () => {
    const account = await registerAccount(server.url);
    const page = await signedInPage(account, "#/login?redirect=%2Fuser%2Finfo%2FmodifyPassword");
    await page.getByLabel("Current password").waitFor();
    await expectAccessible(page);

    await page.getByLabel("Current password").fill("wrong2026");
    await page.getByLabel("New password").fill("newgoal2027");
    await page.getByLabel("Confirm password").fill("newgoal2028");
    await fieldError(page, "Confirm password").getByText(errors.passwordsDiffer).waitFor();
    await page.getByLabel("Confirm password").fill("newgoal2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await fieldError(page, "Current password").getByText(errors.wrongLoginPassword).waitFor();

    await page.getByLabel("Current password").fill(account.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Your password has been changed").waitFor();

    // The new token replaced the revoked one: a reload stays signed in.
    await page.reload();
    await page.getByLabel("Current password").waitFor();
    await signOut(page);
    // Signing out on a page that needs sign-in goes home.
    await waitForHash(page, "/match/0");

    await page.goto(`${server.url}/#/login`);
    await signInWithPassword(page, account);
    await fieldError(page, "Password").getByText(errors.usernameOrPasswordWrong).waitFor();
    await signInWithPassword(page, { username: account.username, password: "newgoal2027" });
    await waitForHash(page, "/match/0");
    await page.context().close();
  });
});

describe("personal centre", () => {
  it("edits every profile field and uploads an avatar that the header shows", async () => {
    const account = await registerAccount(server.url);
    const page = await signedInPage(account, "#/login?redirect=%2Fuser%2Finfo%2Fbasic");
    const nickname = page.getByRole("textbox", { name: "Nickname" });
    await nickname.waitFor();
    await snap(page, "accounts-profile-en");
    await expectAccessible(page);
    await expect.poll(() => page.getByText(account.username, { exact: true }).count()).toBeGreaterThan(0);

    await nickname.fill("");
    await fieldError(page, "Nickname").getByText("Nickname must be 1 to 20 characters").waitFor();
    await nickname.fill("Courtside Fan");

    const birthday = page.getByLabel("Birthday");
    await birthday.click();
    await birthday.fill("1995-04-30");
    await birthday.press("Enter");
    await page.getByRole("radio", { name: "Female" }).check();
    await page.getByRole("combobox", { name: "Relationship status" }).click();
    await page.locator(".ant-select-dropdown:visible").getByText("In a relationship", { exact: true }).click();
    await page.getByRole("combobox", { name: "Region" }).click();
    const menus = page.locator(".ant-cascader-dropdown:visible");
    await menus.getByText("中国 (China)", { exact: true }).click();
    await menus.getByText("广东 (Guangdong)", { exact: true }).click();
    await menus.getByText("深圳 (Shenzhen)", { exact: true }).click();
    await page.getByRole("spinbutton", { name: "Height (cm)" }).fill("178");
    await page.getByRole("spinbutton", { name: "Weight (kg)" }).fill("70");
    await page.getByRole("textbox", { name: "Hobbies" }).fill("football, photography");
    await page.getByRole("textbox", { name: "About me" }).fill("I watch every derby.");
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Your profile has been saved").waitFor();

    // The avatar: crop 1:1, upload with progress, and the header follows at once.
    await page.locator(".avatar-uploader input[type=file]").setInputFiles({
      name: "disc.png",
      mimeType: "image/png",
      buffer: await drawTestPng(page),
    });
    const cropper = page.getByRole("dialog", { name: "Crop your avatar" });
    await cropper.waitFor();
    // The viewport only: a full-page capture shifts the sticky header under an open dialog.
    await settle(page);
    await page.screenshot({ path: join(ARTIFACTS, "accounts-avatar-crop.png") });
    await cropper.getByRole("button", { name: "OK" }).click();
    await toast(page, "Your new avatar has been saved").waitFor();
    const headerAvatar = page.getByRole("banner").locator(".account-button img");
    await expect.poll(() => headerAvatar.getAttribute("src")).toMatch(/\/files\/.+\.jpg$/);
    const src = (await headerAvatar.getAttribute("src")) ?? "";
    const image = await page.request.get(new URL(src, server.url).href);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");

    // Everything survives a reload, read back from the server.
    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: "Nickname" }).inputValue()).toBe("Courtside Fan");
    expect(await page.getByLabel("Birthday").inputValue()).toBe("1995-04-30");
    expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(true);
    expect(await page.getByRole("spinbutton", { name: "Height (cm)" }).inputValue()).toBe("178");
    expect(await page.getByRole("spinbutton", { name: "Weight (kg)" }).inputValue()).toBe("70");
    expect(await page.getByRole("textbox", { name: "Hobbies" }).inputValue()).toBe("football, photography");
    expect(await page.getByRole("textbox", { name: "About me" }).inputValue()).toBe("I watch every derby.");
    await page.getByText("In a relationship", { exact: true }).waitFor();
    await page.getByText("中国 (China) / 广东 (Guangdong) / 深圳 (Shenzhen)").waitFor();
    expect(await headerAvatar.getAttribute("src")).toBe(src);
    await snap(page, "accounts-profile-filled");
    await page.context().close();
  });

  it("binds a new phone with a code and shows it masked", async () => {
    const account = await registerAccount(server.url);
    const page = await signedInPage(account, "#/login?redirect=%2Fuser%2Finfo%2FmodifyPhone");
    await page.getByText("No phone bound").waitFor();
    await expectAccessible(page);

    const phone = uniquePhone();
    const form = page.locator("form#modify-phone");
    await form.getByLabel("New phone number").fill(phone);
    await form.getByLabel("SMS code").fill("12");
    await form.getByRole("button", { name: "Bind new phone" }).click();
    await fieldError(page, "SMS code").getByText(errors.smsCodeWrong).waitFor();

    const code = await requestCode(page, server.url, "form#modify-phone", "1", phone);
    await form.getByLabel("SMS code").fill(code);
    await form.getByRole("button", { name: "Bind new phone" }).click();
    await toast(page, "Your new phone number is bound").waitFor();
    await page.getByText(masked("1", phone)).waitFor();
    await page.context().close();
  });

  it("offers the agreements and the FAQ, accessibly", async () => {
    const account = await registerAccount(server.url);
    const page = await signedInPage(account, "#/login?redirect=%2Fuser%2Fquestion");
    await page.getByRole("button", { name: "How do I watch a match?" }).waitFor();
    await page.getByRole("button", { name: "What are red packets?" }).click();
    // The FAQ and the agreement say what the server does: stop at the limit, refund after 24 hours.
    await page.getByText("stops at its time limit", { exact: false }).waitFor();
    await page.getByText("goes back to the sender 24 hours after it was sent", { exact: false }).waitFor();
    await expectAccessible(page);

    for (const [path, section] of [
      ["#/user/contract/service", "Gifts, coins and red packets"],
      ["#/user/contract/privacy", "Cookies and local storage"],
    ] as const) {
      await page.goto(`${server.url}/${path}`);
      await page.getByRole("heading", { level: 2, name: new RegExp(section) }).waitFor();
      await expectAccessible(page);
    }
    await page.goto(`${server.url}/#/user/contract/service`);
    await page.getByText("goes back to the sender 24 hours after the packet was sent", { exact: false }).waitFor();
    await page.context().close();
  });
});

describe("in Chinese", () => {
  it("translates the sign-in, registration and profile screens", async () => {
    const account = await registerAccount(server.url, { lang: "zh" });
    const page = await open("#/login", "zh-CN");
    await page.getByRole("tab", { name: "账号密码" }).waitFor();
    await snap(page, "accounts-login-zh");
    await expectAccessible(page);

    await page.goto(`${server.url}/#/register`);
    await page.getByRole("heading", { level: 1, name: "注册" }).waitFor();
    await page.locator("form#register").getByRole("button", { name: "注册" }).click();
    await page.getByText(MESSAGES.zh.errors.agreementRequired).waitFor();
    expect(await page.getByText(MESSAGES.zh.errors.usernameOrPasswordEmpty).count()).toBe(1);
    await snap(page, "accounts-register-zh");
    await expectAccessible(page);

    await page.goto(`${server.url}/#/login?redirect=%2Fuser%2Finfo%2Fbasic`);
    const form = page.locator("form#passwordLogin");
    await form.getByLabel("用户名").fill(account.username);
    await form.getByLabel("密码", { exact: true }).fill(account.password);
    await form.getByRole("button", { name: "登录" }).click();
    await page.getByRole("textbox", { name: "昵称" }).waitFor();
    await snap(page, "accounts-profile-zh");
    await expectAccessible(page);
    expect(await page.locator("main").textContent()).not.toMatch(/Nickname|Birthday|Save/);
    await page.context().close();
  });
});

describe("SMS codes", () => {
  it("registers with a phone through the form", async () => {
    const phone = uniquePhone();
    const page = await open("#/register");
    const form = page.locator("form#register");
    await chooseAreaCode(page, "form#register", "86");
    await form.getByLabel("Phone number").fill(phone);
    const code = await requestCode(page, server.url, "form#register", "86", phone);
    await form.getByLabel("Username").fill(uniqueUsername("sms"));
    await form.getByLabel("Password", { exact: true }).fill("goal2026");
    await form.getByLabel("Confirm password").fill("goal2026");
    await form.getByLabel("SMS code").fill(code);
    await form.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await form.getByRole("button", { name: "Create account" }).click();
    await waitForHash(page, "/match/0");

    await page.goto(`${server.url}/#/user/info/basic`);
    await page.getByText(masked("86", phone)).waitFor();
    await page.context().close();
  });

  it("signs in with an SMS code read from the outbox", { timeout: 2 * RESEND_WAIT_MS }, async () => {
    const { smsLogin: account } = phoneAccounts;
    const phone = account.phone ?? "";
    const page = await open("#/login");
    await page.getByRole("tab", { name: "Phone and SMS code" }).click();
    const login = page.locator("form#phoneLogin");
    // The form's checks load with its first use; an empty form gets the catalogue's messages.
    await login.getByRole("button", { name: "Sign in" }).click();
    await fieldError(page, "Phone number").getByText(errors.phoneEmpty).waitFor();
    await fieldError(page, "SMS code").getByText(errors.smsCodeWrong).waitFor();
    await login.getByLabel("Phone number").fill(phone);
    await login.getByLabel("SMS code").fill("000000");
    await login.getByRole("button", { name: "Sign in" }).click();
    await fieldError(page, "SMS code").getByText(errors.smsCodeWrong).waitFor();

    await untilNextCode(account);
    const code = await requestCode(page, server.url, "form#phoneLogin", "1", phone);
    await snap(page, "accounts-login-phone");
    await expectAccessible(page);
    await login.getByLabel("SMS code").fill(code);
    await login.getByRole("button", { name: "Sign in" }).click();
    await waitForHash(page, "/match/0");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await page.context().close();
  });

  it("recovers a forgotten password with a code to the bound phone", { timeout: 2 * RESEND_WAIT_MS }, async () => {
    const { reset: account } = phoneAccounts;
    const phone = account.phone ?? "";
    const page = await open("#/forget");
    await page.getByText("Verify phone").waitFor();
    await snap(page, "accounts-forget-en");
    await expectAccessible(page);

    const form = page.locator("form#forget");
    await form.getByLabel("Phone number").fill("12");
    await form.getByRole("button", { name: "Next" }).click();
    await fieldError(page, "Phone number").getByText(errors.phoneOrAreaWrong).waitFor();

    await form.getByLabel("Phone number").fill(phone);
    await untilNextCode(account);
    const code = await requestCode(page, server.url, "form#forget", "1", phone);
    await form.getByLabel("SMS code").fill(code);
    await form.getByRole("button", { name: "Next" }).click();

    const reset = page.locator("form#newPassword");
    await reset.getByLabel("New password").fill("reset2027");
    await reset.getByLabel("Confirm password").fill("reset2027");
    await reset.getByRole("button", { name: "Set new password" }).click();
    await waitForHash(page, "/login");
    await toast(page, "Your password has been reset").waitFor();

    await signInWithPassword(page, { username: account.username, password: "reset2027" });
    await waitForHash(page, "/match/0");
    await page.context().close();
  });
});
