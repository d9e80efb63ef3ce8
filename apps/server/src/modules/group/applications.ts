import { GROUP_APPLICATION_STATUS, GROUP_LIMITS, GROUP_ROLE, type GroupApplication } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import * as adminRepo from "./admin-repo.js";
import * as applicationRepo from "./application-repo.js";
import { actorIn, type GroupContext, requireAction } from "./context.js";
import type { Membership } from "./membership.js";
import { presentApplication } from "./presenter.js";

const TTL_DAYS = GROUP_LIMITS.applicationTtlDays;

/**
 * Reviewing join applications (spec sections 4 and 6): the owner and admins holding the review
 * right agree or reject; pending ones expire after 7 days; when two reviewers answer at once, one
 * wins and the other is told it was processed.
 */
export function createApplications(ctx: GroupContext, membership: Membership) {
  const { db } = ctx;

  return {
    async respond(userId: number, applicationId: number, agree: boolean): Promise<GroupApplication> {
      const application = await applicationRepo.findApplication(db, applicationId);
      if (!application) throw new AppError("groupApplicationNotFound");
      const actor = await actorIn(ctx, application.groupId, userId);
      requireAction(actor, "reviewJoin");
      const joined = await db.transaction(async (tx) => {
        const status = agree ? GROUP_APPLICATION_STATUS.agreed : GROUP_APPLICATION_STATUS.rejected;
        const decided = await applicationRepo.decide(tx, applicationId, status, userId, TTL_DAYS);
        if (!decided) {
          const now = await applicationRepo.findApplication(tx, applicationId);
          const stillPending = now?.status === GROUP_APPLICATION_STATUS.pending;
          throw new AppError(stillPending ? "groupApplicationExpired" : "groupApplicationProcessed");
        }
        if (!agree) return [];
        const admitted = await membership.admit(
          tx,
          application.groupId,
          [
            {
              userId: application.userId,
              role: GROUP_ROLE.member,
              source: application.source,
              inviterId: application.inviterId,
            },
          ],
          userId,
        );
        if (admitted.overflow.length > 0) throw new AppError("groupFull");
        return admitted.joined;
      });
      await membership.announceJoined(actor.group, userId, joined, application.source);
      const row = await applicationRepo.applicationById(db, applicationId);
      if (!row) throw new AppError("groupApplicationNotFound");
      const presented = presentApplication(row);
      await ctx.events.emit([application.userId], {
        type: agree ? "applicationAccepted" : "applicationRejected",
        application: presented,
      });
      return presented;
    },

    /** Applications to one group I review, or to every group I review, newest first. */
    async list(userId: number, body: { groupId?: number | undefined; page: number; pageSize: number }) {
      let groupIds: number[];
      if (body.groupId === undefined) groupIds = await adminRepo.reviewedBy(db, userId);
      else {
        const actor = await actorIn(ctx, body.groupId, userId);
        requireAction(actor, "reviewJoin");
        groupIds = [body.groupId];
      }
      const page = { offset: (body.page - 1) * body.pageSize, limit: body.pageSize };
      const found = await applicationRepo.applicationsOf(db, groupIds, page, TTL_DAYS);
      return {
        total: found.total,
        page: body.page,
        pageSize: body.pageSize,
        list: found.rows.map(presentApplication),
        pending: found.pending,
      };
    },
  };
}
