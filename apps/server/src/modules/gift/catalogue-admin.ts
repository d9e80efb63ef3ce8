import { type AdminGift, localizedNamesSchema, type SaveGiftBody } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { AuditDraft } from "../admin/repo.js";
import { effectFor } from "./catalogue.js";
import * as repo from "./repo.js";

interface CatalogueAdminDeps {
  recordAudit: (tx: Db, draft: AuditDraft) => Promise<void>;
  isOwnFile: (userId: number, url: string) => Promise<boolean>;
  /** Drops the served catalogue, so this node shows the change at once. */
  forget: () => void;
}

const toAdminGift = (row: repo.GiftRow): AdminGift => ({
  id: row.id,
  names: localizedNamesSchema.parse(row),
  image: row.image,
  price: row.price,
  effect: effectFor(row.price),
  sort: row.sort,
  active: row.active,
});

/**
 * The gift catalogue in the console: add, edit, hide. Sends already made keep their price and
 * value (stored on each send); a hidden gift can no longer be sent (7019).
 */
export function createGiftCatalogueAdmin(
  { db }: Pick<Deps, "db">,
  { recordAudit, isOwnFile, forget }: CatalogueAdminDeps,
) {
  return {
    async list(): Promise<AdminGift[]> {
      return (await repo.allGifts(db)).map(toAdminGift);
    },

    async save(actorId: number, body: SaveGiftBody): Promise<AdminGift> {
      const before = body.id === undefined ? undefined : await repo.findAnyGift(db, body.id);
      if (body.id !== undefined && !before) throw new AppError("giftNotFound", { status: 404 });
      // The gift's own picture stays; a new one must be this admin's upload.
      if (body.image !== before?.image && !(await isOwnFile(actorId, body.image))) {
        throw new AppError("imageNotUploaded");
      }
      const fields = {
        ...body.names,
        image: body.image,
        price: body.price,
        effect: effectFor(body.price),
        sort: body.sort,
        active: body.active,
      };
      const saved = await db.transaction(async (tx) => {
        const row = before ? await repo.updateGift(tx, before.id, fields) : await repo.insertGift(tx, fields);
        if (!row) throw new AppError("giftNotFound", { status: 404 });
        await recordAudit(tx, {
          actorId,
          action: before ? "gift.edit" : "gift.add",
          targetType: "gift",
          targetId: row.id,
          details: before ? { before: toAdminGift(before), after: toAdminGift(row) } : { after: toAdminGift(row) },
        });
        return row;
      });
      forget();
      return toAdminGift(saved);
    },
  };
}
export type GiftCatalogueAdmin = ReturnType<typeof createGiftCatalogueAdmin>;
