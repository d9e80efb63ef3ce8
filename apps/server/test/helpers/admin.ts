import { createSuperAdmin } from "../../src/modules/admin/bootstrap.js";
import type { TestApp } from "./app.js";
import { call, PASSWORD, register, uniquePhone, uniqueUsername } from "./users.js";

export const SECURITY_CODE = "court-side-42";

/** A POST as a super admin: the token plus the security code header (left out when code is null). */
export async function adminCall(
  t: TestApp,
  path: string,
  body: unknown,
  token: string,
  code: string | null = SECURITY_CODE,
) {
  const res = await t.app.inject({
    method: "POST",
    url: `/web/${path}`,
    payload: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      "language-config": "en",
      authorization: token,
      ...(code === null ? {} : { "x-security-code": code }),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A fresh super admin made the way the CLI makes one, signed in. */
export async function superAdmin(t: TestApp, securityCode = SECURITY_CODE) {
  const username = uniqueUsername("adm");
  const { userId } = await createSuperAdmin(t.db, { username, password: PASSWORD, securityCode });
  const login = await call(t, "web_user/web_pwd_login", { username, password: PASSWORD });
  if (!login.body.success) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return { userId, username, token: String(login.body.data.token) };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("sample")]);

/** Uploads a small image through the signed-upload flow and returns its address. */
export async function uploadImage(t: TestApp, token: string): Promise<string> {
  const ticket = await call(t, "manage/ossFile/image/oss_upload", { fileName: "sample.png", purpose: "image" }, token);
  const { uploadUrl, url } = ticket.body.data;
  const { pathname, search } = new URL(uploadUrl, "http://localhost");
  const res = await t.app.inject({
    method: "PUT",
    url: `${pathname}${search}`,
    payload: PNG,
    headers: { "content-type": "application/octet-stream" },
  });
  if (!res.json().success) throw new Error(`upload failed: ${res.body}`);
  return String(url);
}

/** A valid application body for a user, with one uploaded sample image. */
export async function applicationBody(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  return {
    realName: "Chen Jia",
    areaCode: "+86",
    contactPhone: uniquePhone(),
    sports: [1, 2],
    introduction: "Five years calling football and basketball matches.",
    sampleImages: [await uploadImage(t, token)],
    ...extra,
  };
}

/** A registered user who has applied; returns the user, the application and its contact phone. */
export async function applicant(t: TestApp) {
  const user = await register(t);
  const body = await applicationBody(t, user.token);
  const res = await call(t, "web_anchor/anchor_apply_for", body, user.token);
  if (!res.body.success) throw new Error(`apply failed: ${JSON.stringify(res.body)}`);
  return {
    ...user,
    applicationId: Number(res.body.data.id),
    phone: `${body.areaCode.replace("+", "")}${body.contactPhone}`,
  };
}

/** Texts sent to a target (area code + phone digits), newest first. */
export async function outbox(t: TestApp, target: string): Promise<{ body: string }[]> {
  const res = await t.app.inject({ method: "GET", url: `/web/dev/sms_outbox?phone=${target}` });
  return res.json().data;
}
