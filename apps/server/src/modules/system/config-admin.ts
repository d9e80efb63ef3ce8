import type { AdminConfig } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { AuditDraft } from "../admin/repo.js";
import type { SystemService } from "./service.js";

interface ConfigAdminDeps {
  system: SystemService;
  recordAudit: (tx: Db, draft: AuditDraft) => Promise<void>;
  isOwnFile: (userId: number, url: string) => Promise<boolean>;
}

/**
 * The console's run-time configuration: chat interval, enter notices, room banners and the app
 * update. A change is validated, written with its audit row in one transaction, seen at once on
 * this node and within a second on the others (the settings cache).
 */
export function createConfigAdmin({ db }: Pick<Deps, "db">, { system, recordAudit, isOwnFile }: ConfigAdminDeps) {
  return {
    read: () => system.adminConfig(),

    async set(actorId: number, patch: Partial<AdminConfig>): Promise<AdminConfig> {
      const before = await system.adminConfig();
      // A banner's picture is one this admin uploaded here (or one it had already).
      if (patch.banners) {
        const kept = new Set(before.banners.map((banner) => banner.image));
        for (const banner of patch.banners) {
          if (banner.image !== null && !kept.has(banner.image) && !(await isOwnFile(actorId, banner.image))) {
            throw new AppError("imageNotUploaded");
          }
        }
      }
      const changed = (Object.keys(patch) as (keyof AdminConfig)[]).filter((key) => patch[key] !== undefined);
      await db.transaction(async (tx) => {
        await system.writeSettings(tx, patch);
        await recordAudit(tx, {
          actorId,
          action: "config.set",
          targetType: "config",
          targetId: changed.join(","),
          details: Object.fromEntries(changed.map((key) => [key, { before: before[key], after: patch[key] }])),
        });
      });
      system.forget();
      return system.adminConfig();
    },
  };
}
export type ConfigAdmin = ReturnType<typeof createConfigAdmin>;
