import { IM_SYSTEM_TYPE } from "@courtside/protocol";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCall, applicant, superAdmin } from "./helpers/admin.js";
import { eventsOf, messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();
let admin: Awaited<ReturnType<typeof superAdmin>>;
beforeAll(async () => {
  admin = await superAdmin(suite.t);
});

type Listed = { kind: string; type: number; data: Record<string, unknown>; read: boolean };

async function systemMessages(token: string): Promise<Listed[]> {
  const res = await call(suite.t, "chat/messageManagement/message/list", { page: 1, pageSize: 20 }, token);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data.list;
}

const counts = async (token: string) => (await call(suite.t, "chat/messageManagement/count", {}, token)).body.data;

describe("anchor review outcomes in the system-messages conversation", () => {
  it("tells an approved applicant on their open devices and in the conversation", async () => {
    const user = await applicant(suite.t);
    const uid = Number(user.userInfo.uid);
    const device = await suite.device(user.token);
    await device.subscribe(`user:${uid}`);

    const res = await adminCall(suite.t, "admin/applications/approve", { id: user.applicationId }, admin.token);
    expect(res.body.success).toBe(true);

    await device.until(() => eventsOf(device, `user:${uid}`, "systemMessage").length === 1);
    expect(eventsOf(device, `user:${uid}`, "systemMessage")[0]?.data).toMatchObject({
      type: IM_SYSTEM_TYPE.platform,
      unread: 1,
      message: { kind: "anchorApproved", read: false },
    });
    expect(await counts(user.token)).toEqual({ unread: 1, total: 1 });
    expect(await systemMessages(user.token)).toMatchObject([{ kind: "anchorApproved", type: IM_SYSTEM_TYPE.platform }]);
  });

  it("gives a rejected applicant the reviewer's reason, even one who was offline", async () => {
    const user = await applicant(suite.t);
    const reason = "Sample images are too dark";
    const res = await adminCall(suite.t, "admin/applications/reject", { id: user.applicationId, reason }, admin.token);
    expect(res.body.success).toBe(true);

    // Coming online later: the unread count is waiting, and a device resuming its channel gets the event.
    expect((await call(suite.t, "chat/unread", {}, user.token)).body.data).toMatchObject({ systemUnread: 1 });
    const device = await suite.device(user.token);
    const uid = Number(user.userInfo.uid);
    await device.subscribe(`user:${uid}`, 0);
    await device.until(() => eventsOf(device, `user:${uid}`, "systemMessage").length === 1);
    expect(eventsOf(device, `user:${uid}`, "systemMessage")[0]?.data).toMatchObject({
      message: { kind: "anchorRejected", data: { reason } },
    });
    expect(await systemMessages(user.token)).toMatchObject([{ kind: "anchorRejected", data: { reason } }]);
  });

  it("writes one outcome when two reviews race, and none for a review that was refused", async () => {
    const user = await applicant(suite.t);
    const results = await Promise.all([
      adminCall(suite.t, "admin/applications/approve", { id: user.applicationId }, admin.token),
      adminCall(suite.t, "admin/applications/reject", { id: user.applicationId, reason: "No" }, admin.token),
    ]);
    const won = results.filter((r) => r.body.success);
    expect(won).toHaveLength(1);
    const again = await adminCall(suite.t, "admin/applications/approve", { id: user.applicationId }, admin.token);
    expect(again.body.success).toBe(false);

    const kinds = (await systemMessages(user.token)).map((m) => m.kind);
    expect(kinds).toEqual([won[0]?.body.data.application.status === 2 ? "anchorApproved" : "anchorRejected"]);
  });
});
