import { z } from "zod";
import { GROUP_MUTE_HOURS, LIMITS } from "../constants.js";
import { pageOf, pageSizeSchema } from "./match.js";
import { idParamsSchema, idSchema, idTextSchema, intIn, lineText, multilineText, pageSchema } from "./primitives.js";

/**
 * Group chat (spec sections 2–8): a group is a conversation of type 2 (its id is the group's id,
 * its stream `conv:<id>`) with a name, avatar, announcement, owner, admins holding rights one by
 * one, settings and join applications. Every call lives under the chat base, `/web/chat`.
 */

export const GROUP_ROLE = { owner: 1, admin: 2, member: 3 } as const;
export type GroupRole = (typeof GROUP_ROLE)[keyof typeof GROUP_ROLE];

/**
 * The rights an owner hands to each admin, one by one (spec section 6; DECISIONS 18): modify group
 * info, delete a member's messages, mute members, remove members, review joins, invite.
 */
export const GROUP_RIGHTS = ["info", "deleteMessages", "mute", "remove", "review", "invite"] as const;
export type GroupRight = (typeof GROUP_RIGHTS)[number];
export const groupRightSchema = z.enum(GROUP_RIGHTS, "invalidOption");

export const GROUP_STATE = { normal: 0, dissolved: 1 } as const;

/** How a member came in: created with the group, invited, through the invite link, by its QR code. */
export const GROUP_JOIN_SOURCE = { created: 1, invited: 2, link: 3, qrCode: 4 } as const;

/** Spec section 4: pending, agreed, rejected, expired (pending for 7 days; read, never written). */
export const GROUP_APPLICATION_STATUS = { pending: 0, agreed: 1, rejected: 2, expired: 3 } as const;

/** Why someone is no longer a member. */
export const GROUP_LEAVE = { exited: 1, removed: 2 } as const;

/** The reasons a member may give for leaving (`exitReasonList`); the texts are the server's, in every language. */
export const GROUP_EXIT_REASONS = [1, 2, 3, 4, 5] as const;

/** How long an invite link (and its QR code) stays valid, in days. */
export const GROUP_LINK_VALID_DAYS = [1, 7, 30] as const;

export const GROUP_LIMITS = {
  nameMax: 30,
  announcementMax: 500,
  nicknameMax: 20,
  reasonMax: 100,
  exitNoteMax: 200,
  /** Members a group may hold unless configured otherwise (GROUP_MEMBER_LIMIT; DECISIONS 18). */
  defaultMemberLimit: 2000,
  adminsMax: LIMITS.groupAdminsMax,
  /** People one create, invite, kick or filter call may name. */
  usersPerCall: 200,
  groupsPerCall: 50,
  /** A pending join application expires after this many days (DECISIONS 18). */
  applicationTtlDays: 7,
  /**
   * Groups up to this size behave like single chats: every member's devices get their list item
   * after each message, read receipts go out live, and the reader list is shown. Bigger groups
   * skip the per-member work (see docs/im.md "Groups").
   */
  smallGroupMax: 100,
  linkMaxUses: 100_000,
  readCountSeqsMax: 100,
} as const;

const atSchema = z.number().int().describe("ms since the epoch");
export const groupIdSchema = idSchema;
const groupBody = z.object({ groupId: groupIdSchema });
const userIdsSchema = z.array(idSchema).min(1).max(GROUP_LIMITS.usersPerCall);
const nameSchema = lineText().trim().min(1).max(GROUP_LIMITS.nameMax);
const avatarSchema = lineText().trim().min(1).max(1000);
const codeSchema = lineText()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "inviteExpired");
const rightsSchema = z.array(groupRightSchema).max(GROUP_RIGHTS.length);

// ---- what a group looks like --------------------------------------------------------------------

/** What anyone holding an invite sees: the join page's group card. */
export const groupCardSchema = z.object({
  id: z.number().int().describe("the group's id, also its conversation's id (`conv:<id>`)"),
  name: z.string(),
  avatar: z.string().nullable(),
  memberCount: z.number().int(),
  memberLimit: z.number().int(),
  joinVerification: z.boolean().describe("joining needs a reason and an owner's or admin's approval"),
  state: z.number().int().describe("GROUP_STATE: 0 normal, 1 dissolved"),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

export const groupInfoSchema = groupCardSchema.extend({
  announcement: z.string(),
  announcementBy: z.number().int().nullable().describe("who last changed the announcement"),
  announcementAt: atSchema.nullable(),
  ownerId: z.number().int(),
  muteAll: z.boolean(),
  adminCount: z.number().int(),
  createdAt: atSchema,
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;

/** The invite link; its QR code encodes `url`. */
export const groupLinkSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: atSchema,
  maxUses: z.number().int().nullable().describe("null: no limit"),
  uses: z.number().int(),
});
export type GroupLink = z.infer<typeof groupLinkSchema>;

/** My place in a group: role, rights (admins), the actions of `GROUP_ACTIONS` I may take. */
export const groupMeSchema = z.object({
  role: z.number().int().describe("GROUP_ROLE"),
  rights: z.array(groupRightSchema),
  actions: z.array(z.string()).describe("keys of GROUP_ACTIONS this member may take"),
  nickname: z.string().describe("my nickname in this group; empty: my own nickname"),
  mutedUntil: atSchema.nullable(),
  joinedAt: atSchema,
});

/** `config/group/{id}`: the group, me in it, and the invite link for those who may invite. */
export const groupConfigSchema = z.object({
  group: groupInfoSchema,
  me: groupMeSchema,
  link: groupLinkSchema.nullable().describe("the current invite link, for members who may manage it"),
});
export type GroupConfig = z.infer<typeof groupConfigSchema>;

const personSchema = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });

export const groupMemberSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  groupNickname: z.string().describe("the nickname this member uses in the group; empty: none"),
  avatar: z.string().nullable(),
  role: z.number().int().describe("GROUP_ROLE"),
  rights: z.array(groupRightSchema),
  joinedAt: atSchema,
  source: z.number().int().describe("GROUP_JOIN_SOURCE"),
  inviterId: z.number().int().nullable(),
  mutedUntil: atSchema.nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupMemberListBodySchema = groupBody.extend({
  page: pageSchema,
  pageSize: pageSizeSchema,
  q: lineText().trim().max(GROUP_LIMITS.nicknameMax).optional().describe("part of a nickname"),
});
export const groupMemberPageSchema = pageOf(groupMemberSchema).describe("owner, then admins, then by joining time");

export const groupMineSchema = z.object({
  list: z.array(z.object({ group: groupCardSchema, role: z.number().int() })),
});

// ---- creating and inviting ---------------------------------------------------------------------

/**
 * Per person: `joined` (now a member), `applied` (an application awaits review), `member`
 * (already one), `refused` (with the reason's code and message).
 */
export const groupInviteOutcomeSchema = z.object({
  userId: z.number().int(),
  status: z.enum(["joined", "applied", "member", "refused"]),
  code: z.number().int().describe("0 unless refused"),
  msg: z.string(),
});
export type GroupInviteOutcome = z.infer<typeof groupInviteOutcomeSchema>;

export const groupCreateBodySchema = z.object({
  name: nameSchema.optional().describe("omit for the first members' nicknames"),
  avatar: avatarSchema.optional().describe("an image the creator uploaded"),
  memberIds: userIdsSchema,
});
export const groupCreateResultSchema = z.object({
  group: groupConfigSchema,
  members: z.array(groupInviteOutcomeSchema),
});

export const groupInviteBodySchema = groupBody.extend({ userIds: userIdsSchema });
export const groupInviteResultSchema = z.object({ list: z.array(groupInviteOutcomeSchema) });

export const groupInviteToGroupsBodySchema = z.object({
  userId: idSchema,
  groupIds: z.array(groupIdSchema).min(1).max(GROUP_LIMITS.groupsPerCall),
});
export const groupInviteToGroupsResultSchema = z.object({
  list: z.array(groupInviteOutcomeSchema.omit({ userId: true }).extend({ groupId: z.number().int() })),
});

/**
 * Whether I can bring someone into a group now: `invite` (they join at once), `apply` (my
 * invitation becomes an application, join verification being on), `member`, `full`, `refused`.
 */
export const groupInviteAbilitySchema = z.enum(["invite", "apply", "member", "full", "refused"]);
export const groupFilterInviteBodySchema = groupBody.extend({ userIds: userIdsSchema });
export const groupFilterInviteResultSchema = z.object({
  list: z.array(z.object({ userId: z.number().int(), status: groupInviteAbilitySchema })),
});
export const groupInviteAbleResultSchema = z.object({
  list: z.array(z.object({ group: groupCardSchema, status: groupInviteAbilitySchema })),
});

// ---- invite links, QR codes, joining -----------------------------------------------------------

const validDaysSchema = z
  .number("invalidOption")
  .refine((days) => (GROUP_LINK_VALID_DAYS as readonly number[]).includes(days), "invalidOption");
const maxUsesSchema = intIn(1, GROUP_LIMITS.linkMaxUses).nullable();

export const groupLinkGenerateBodySchema = groupBody.extend({
  validDays: validDaysSchema.default(7),
  maxUses: maxUsesSchema.default(null),
});
export const groupLinkSetBodySchema = groupBody.extend({
  validDays: validDaysSchema.optional().describe("restarts the validity from now"),
  maxUses: maxUsesSchema.optional(),
});
export const groupQrCodeResultSchema = z.object({
  png: z.string().describe("data:image/png;base64,… of the QR code of the link"),
  url: z.string().describe("what the QR code encodes: the link marked `?via=qr`, so a join records source QR"),
  link: groupLinkSchema,
});

export const groupCodeQuerySchema = z.object({ code: codeSchema });
export const groupCodeInfoSchema = z.object({
  group: groupCardSchema,
  expiresAt: atSchema,
  status: z.enum(["member", "pending", "none"]).describe("where I stand with this group"),
});

export const groupJoinBodySchema = z.object({
  code: codeSchema,
  reason: multilineText().trim().max(GROUP_LIMITS.reasonMax).optional().describe("required with join verification"),
  source: z.enum(["link", "qrCode"]).default("link"),
});

export const groupApplicationSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  user: personSchema,
  inviter: personSchema.nullable().describe("the member who invited, or who made the link"),
  source: z.number().int().describe("GROUP_JOIN_SOURCE"),
  reason: z.string(),
  status: z.number().int().describe("GROUP_APPLICATION_STATUS"),
  createdAt: atSchema,
  handledAt: atSchema.nullable(),
  handledBy: z.number().int().nullable(),
});
export type GroupApplication = z.infer<typeof groupApplicationSchema>;

export const groupJoinResultSchema = z.object({
  status: z.enum(["joined", "pending", "member"]),
  groupId: z.number().int(),
  application: groupApplicationSchema.nullable(),
});

export const groupJoinInfoSchema = z.object({
  group: groupCardSchema,
  status: z.enum(["member", "pending", "rejected", "expired", "left", "none"]),
  application: groupApplicationSchema.nullable(),
});

export const groupApplicationListBodySchema = z.object({
  groupId: groupIdSchema.optional().describe("omit for every group I review"),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const groupApplicationPageSchema = pageOf(groupApplicationSchema).extend({
  pending: z.number().int().describe("applications waiting for review"),
});
export const groupApplicationResponseBodySchema = z.object({ applicationId: idSchema, agree: z.boolean() });

// ---- moderation ------------------------------------------------------------------------------------

export const groupKickBodySchema = groupBody.extend({ userIds: userIdsSchema });
export const groupKickResultSchema = z.object({ removed: z.array(z.number().int()) });

const muteHoursSchema = z
  .number("invalidOption")
  .refine((hours) => hours === 0 || (GROUP_MUTE_HOURS as readonly number[]).includes(hours), "invalidOption");
export const groupMuteBodySchema = groupBody.extend({
  userId: idSchema,
  hours: muteHoursSchema.describe("1, 12, 24, 168 or 720; 0 lifts the mute"),
});
export const groupMuteResultSchema = z.object({ userId: z.number().int(), mutedUntil: atSchema.nullable() });

export const groupSetInfoBodySchema = groupBody.extend({
  name: nameSchema.optional(),
  avatar: avatarSchema.nullable().optional().describe("an image I uploaded; null removes it"),
  announcement: multilineText().trim().max(GROUP_LIMITS.announcementMax).optional(),
  nickname: lineText().trim().max(GROUP_LIMITS.nicknameMax).optional().describe("mine in this group; empty clears it"),
  muteAll: z.boolean().optional(),
  joinVerification: z.boolean().optional(),
  memberLimit: intIn(2, 1_000_000).optional(),
});
export type GroupSetInfoBody = z.infer<typeof groupSetInfoBodySchema>;

export const groupExitBodySchema = groupBody.extend({
  reasonId: z
    .number("invalidOption")
    .refine((id) => (GROUP_EXIT_REASONS as readonly number[]).includes(id), "invalidOption"),
  note: multilineText().trim().max(GROUP_LIMITS.exitNoteMax).optional(),
});
export const groupExitReasonListSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

export const groupBodySchema = groupBody;
export const groupDelUserMsgBodySchema = groupBody.extend({ userId: idSchema });
export const groupDelUserMsgResultSchema = z.object({ deleted: z.number().int(), seq: z.number().int() });
export const groupMsgMaxSchema = z.object({ seq: z.number().int().describe("the latest seq of the group's stream") });
export const groupClearResultSchema = z.object({ seq: z.number().int().describe("every message up to it is gone") });

// ---- read receipts -------------------------------------------------------------------------------

export const groupReadCountBodySchema = groupBody.extend({
  seqs: z.array(idSchema).min(1).max(GROUP_LIMITS.readCountSeqsMax),
});
export const groupReadCountSchema = z.object({
  list: z.array(
    z.object({
      seq: z.number().int(),
      read: z.number().int().describe("members (not the sender) whose read seq has passed the message"),
      total: z.number().int().describe("members (not the sender) who were in the group when it was sent"),
    }),
  ),
});
export const groupReadersBodySchema = groupBody.extend({ seq: idSchema });
export const groupReadersSchema = z.object({ read: z.array(personSchema), unread: z.array(personSchema) });

// ---- admins --------------------------------------------------------------------------------------

export const groupAdminConfigSchema = z.object({
  groupId: z.number().int(),
  userId: z.number().int(),
  role: z.number().int().describe("GROUP_ROLE"),
  rights: z.array(groupRightSchema).describe("the owner holds every right"),
});
export type GroupAdminConfig = z.infer<typeof groupAdminConfigSchema>;
export const groupAdminParamsSchema = z.object({ groupId: idTextSchema, userId: idTextSchema });
export const groupParamsSchema = idParamsSchema;
export const groupAdminSetBodySchema = groupBody.extend({ userId: idSchema, rights: rightsSchema });

// ---- events on user:<uid> ------------------------------------------------------------------------

/** Stored `group` events on a person's own channel (so a device resuming it gets them too). */
export const GROUP_EVENT_KIND = "group";
export const groupEventSchema = z.discriminatedUnion("type", [
  /** I am now a member (created, invited, link, approved): follow `conv:<groupId>`. */
  z.object({ type: z.literal("joined"), groupId: z.number().int(), name: z.string() }),
  /** I am no longer a member (removed, or I left on another device); my devices stopped following it. */
  z.object({ type: z.literal("left"), groupId: z.number().int(), removed: z.boolean() }),
  /** An application awaits my review. */
  z.object({ type: z.literal("applicationAdded"), application: groupApplicationSchema }),
  /** My application was agreed or rejected. */
  z.object({ type: z.literal("applicationAccepted"), application: groupApplicationSchema }),
  z.object({ type: z.literal("applicationRejected"), application: groupApplicationSchema }),
]);
export type GroupEvent = z.infer<typeof groupEventSchema>;
