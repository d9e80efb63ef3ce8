import { z } from "zod";
import { LIMITS } from "../constants.js";
import { LIKE_FLAG, SPORTS } from "../enums.js";
import { columnFilterSchema, columnSchema } from "./columns.js";
import { matchSchema, pageOf, pageSizeSchema } from "./match.js";
import { idSchema, lineText, multilineText, pageSchema } from "./primitives.js";
import { areaCodeSchema, phoneSchema } from "./user.js";

// applications

/** Status of one anchor application; the numbers match the anchor states they lead to. */
export const APPLICATION_STATUS = { underReview: 1, approved: 2, rejected: 3 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const APPLICATION_LIMITS = {
  realNameMin: 2,
  realNameMax: 30,
  introductionMin: 10,
  introductionMax: 500,
  sampleImagesMin: 1,
  sampleImagesMax: 9,
  rejectReasonMax: 200,
} as const;

const sportIds = new Set<number>(Object.values(SPORTS));
const L = APPLICATION_LIMITS;

/** `anchor_apply_for`: what an applicant tells the reviewer. */
export const anchorApplyBodySchema = z.object({
  realName: lineText("realNameRule").trim().min(L.realNameMin, "realNameRule").max(L.realNameMax, "realNameRule"),
  areaCode: areaCodeSchema,
  contactPhone: phoneSchema,
  sports: z
    .array(
      z.number("sportsRequired").refine((id) => sportIds.has(id), "sportsRequired"),
      "sportsRequired",
    )
    .min(1, "sportsRequired")
    .max(sportIds.size, "sportsRequired")
    .transform((ids) => [...new Set(ids)]),
  introduction: multilineText("introductionLength")
    .trim()
    .min(L.introductionMin, "introductionLength")
    .max(L.introductionMax, "introductionLength"),
  sampleImages: z
    .array(lineText().trim().min(1, "sampleImagesLimit").max(500, "textTooLong"), "sampleImagesLimit")
    .min(L.sampleImagesMin, "sampleImagesLimit")
    .max(L.sampleImagesMax, "sampleImagesLimit"),
});
export type AnchorApplyBody = z.input<typeof anchorApplyBodySchema>;

export const anchorApplicationSchema = z.object({
  id: z.number().int(),
  status: z.number().int().describe("1 under review, 2 approved, 3 rejected"),
  /** False for an application filed at sign-up whose details are still to be given. */
  complete: z.boolean(),
  realName: z.string(),
  areaCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  sports: z.array(z.number().int()),
  introduction: z.string(),
  sampleImages: z.array(z.string()),
  rejectReason: z.string().nullable(),
  createdAt: z.number().int().describe("ms since epoch"),
  reviewedAt: z.number().int().nullable(),
});
export type AnchorApplication = z.infer<typeof anchorApplicationSchema>;

/** `anchor_apply_for_details`: the caller's anchor state and latest application. */
export const anchorApplyDetailsSchema = z.object({
  anchorState: z.number().int(),
  application: anchorApplicationSchema.nullable(),
});
export type AnchorApplyDetails = z.infer<typeof anchorApplyDetailsSchema>;

// anchors, space and lists

/** Limits of the anchor space beyond spec section 9's (images per post, photo description). */
export const ANCHOR_SPACE_LIMITS = {
  photoWallMax: 100,
  noteTextMax: 500,
  announcementMax: 500,
} as const;

/**
 * Regions a regional live cover can be set for: ISO 3166-1 alpha-2 codes of the areas the product
 * serves. A viewer's region comes from the `X-Region` header (or a CDN's `CF-IPCountry`), else
 * from the province in their profile.
 */
// biome-ignore format: one line of region codes reads best
export const COVER_REGIONS = ["CN", "HK", "MO", "TW", "ID", "VN", "TH", "MY", "SG", "PH", "IN", "BR", "US", "GB"] as const;
export type CoverRegion = (typeof COVER_REGIONS)[number];
export const coverRegionSchema = z.enum(COVER_REGIONS, "coverRegionRequired");

const imageUrlSchema = lineText().trim().min(1, "imageNotUploaded").max(500, "textTooLong");
const coverImageSchema = lineText("coverImageRequired").trim().min(1, "coverImageRequired").max(500, "textTooLong");
const likeFlagSchema = z.union([z.literal(LIKE_FLAG.liked), z.literal(LIKE_FLAG.notLiked)]);

/** A live room as the anchor lists show it. */
export const anchorCardSchema = z.object({
  /** The anchor's user id, which is also the room id. */
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  roomName: z.string(),
  title: z.string(),
  /** The regional cover for the viewer's region when one is set and shown, else the room cover. */
  cover: z.string().nullable(),
  columnId: z.number().int().nullable(),
  live: z.boolean(),
  /** While live: a still of the broadcast, renewed every 30 s (WebP, and the same as JPEG). */
  liveThumb: z.object({ webp: z.string(), jpeg: z.string() }).nullable(),
  popularity: z.number().int(),
  matchId: z.number().int().nullable(),
});
export type AnchorCard = z.infer<typeof anchorCardSchema>;

export const ANCHOR_LIST_TABS = ["all", "hot"] as const;
/** `anchor_content_list(_new)`: tab all = every room, live first; hot = live rooms by popularity. */
export const anchorListBodySchema = z.object({
  columnId: columnFilterSchema,
  tab: z.enum(ANCHOR_LIST_TABS).default("all"),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const anchorPageSchema = pageOf(anchorCardSchema);

export const anchorColumnCountSchema = columnSchema.extend({
  count: z.number().int().describe("anchors live now in the column"),
});

export const anchorIdBodySchema = z.object({ anchorId: idSchema });
export const pagingBodySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export const anchorPageBodySchema = anchorIdBodySchema.extend(pagingBodySchema.shape);

/** `anchor_details`: what the room page shows. */
export const anchorDetailsSchema = anchorCardSchema.extend({
  announcement: z.string(),
  intro: z.string(),
  liveStartedAt: z.number().int().nullable(),
  /** Same-origin play addresses of the live stream. */
  flvUrl: z.string(),
  hlsUrl: z.string(),
  followers: z.number().int(),
  followed: z.boolean(),
});
export type AnchorDetails = z.infer<typeof anchorDetailsSchema>;

/** `anchor_information`: the info tab of the anchor space. */
export const anchorInformationSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.number().int(),
  province: z.string(),
  city: z.string(),
  intro: z.string(),
  roomName: z.string(),
  roomIntro: z.string(),
  columnId: z.number().int().nullable(),
  followers: z.number().int(),
  photos: z.number().int(),
  notes: z.number().int(),
  since: z.number().int().describe("when the room was opened, ms since the epoch"),
});

export const anchorPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  createdAt: z.number().int(),
});
export type AnchorPhoto = z.infer<typeof anchorPhotoSchema>;
export const anchorPhotoPageSchema = pageOf(anchorPhotoSchema);
export const addImageBodySchema = z.object({
  url: imageUrlSchema,
  description: lineText().trim().max(LIMITS.photoDescriptionMax, "photoDescriptionTooLong").default(""),
});
export const idBodySchema = z.object({ id: idSchema });

export const anchorNoteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: z.number().int(),
});
export type AnchorNote = z.infer<typeof anchorNoteSchema>;
export const anchorNotePageSchema = pageOf(anchorNoteSchema);
export const addNoteBodySchema = z
  .object({
    content: multilineText().trim().max(ANCHOR_SPACE_LIMITS.noteTextMax, "noteTooLong").default(""),
    images: z.array(imageUrlSchema, "tooManyImages").max(LIMITS.imagesPerPost, "tooManyImages").default([]),
  })
  .refine((note) => note.content !== "" || note.images.length > 0, { message: "noteEmpty", path: ["content"] });

export const liveCoverSchema = z.object({
  id: z.number().int(),
  region: z.string(),
  image: z.string(),
  shown: z.boolean(),
  createdAt: z.number().int(),
});
export type LiveCover = z.infer<typeof liveCoverSchema>;
export const liveCoverPageSchema = pageOf(liveCoverSchema);
export const addLiveCoverBodySchema = z.object({
  region: coverRegionSchema,
  image: coverImageSchema,
  shown: z.boolean().default(true),
});
export const editLiveCoverBodySchema = z.object({
  id: idSchema,
  region: coverRegionSchema.optional(),
  image: coverImageSchema.optional(),
  shown: z.boolean().optional(),
});

/** `getZoneSwitch`: whether regional covers apply, the caller's region and the regions offered. */
export const zoneSwitchSchema = z.object({
  open: z.boolean(),
  region: z.string().nullable(),
  regions: z.array(z.string()),
});

/** Follow or unfollow with the like/collection toggle semantics (spec section 3). */
export const followBodySchema = z.object({ anchorId: idSchema, flag: likeFlagSchema });
export const followResultSchema = z.object({ flag: likeFlagSchema, followers: z.number().int() });

export const followedAnchorSchema = anchorCardSchema.extend({ followedAt: z.number().int() });
export const followedAnchorPageSchema = pageOf(followedAnchorSchema);

export const fanSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  followedAt: z.number().int(),
  contribution: z.number().int().describe("coins of the gifts this fan sent the anchor"),
});
export const fanPageSchema = pageOf(fanSchema);

/** `room_ranking`: a room's top gift senders, shown beside its chat. */
export const ROOM_RANKING_SIZE = 10;
export const roomRankingSchema = z.array(
  z.object({
    rank: z.number().int(),
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    contribution: z.number().int().describe("coins of the gifts this viewer sent the room"),
  }),
);
export type RoomRanking = z.infer<typeof roomRankingSchema>;

/** `web_recommend_user`: anchors the caller might follow. */
export const recommendedUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  followers: z.number().int(),
  live: z.boolean(),
});

/** `anchor_schedule`: the matches an anchor has booked to stream, upcoming and live. */
export const anchorScheduleSchema = z.array(matchSchema);

export const liveHistoryBodySchema = anchorIdBodySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invalidDate")
    .describe("YYYY-MM, UTC"),
});
export const liveHistoryDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD, UTC"),
  popularityPeak: z.number().int(),
  liveSeconds: z.number().int(),
});
/** Live history of a month: per day, and the month's total and most frequent category. */
export const liveHistorySchema = z.object({
  month: z.string(),
  days: z.array(liveHistoryDaySchema),
  totalSeconds: z.number().int(),
  liveDays: z.number().int(),
  popularityPeak: z.number().int(),
  mainColumnId: z.number().int().nullable(),
});
export type LiveHistory = z.infer<typeof liveHistorySchema>;
