/**
 * Enumerations shared by server and web. Each value has a stable key; the web shows
 * `enums.<enum>.<key>` from its locale files.
 */

/**
 * Sport ids. The spec fixes football 1, basketball 2, tennis 3, cricket 5, ice hockey 8 and
 * volleyball 10. Baseball and esports have no spec id (DECISIONS 7); they take 12 and 20, ids the
 * spec leaves unused, spaced away from its own so a data provider's later ids do not collide.
 */
export const SPORTS = {
  football: 1,
  basketball: 2,
  tennis: 3,
  cricket: 5,
  iceHockey: 8,
  volleyball: 10,
  baseball: 12,
  esports: 20,
} as const;
export type SportKey = keyof typeof SPORTS;
export type SportId = (typeof SPORTS)[SportKey];

/** Match status (spec section 4). */
export const MATCH_STATUS = {
  notStarted: 1,
  inProgress: 2,
  ended: 3,
  postponed: 4,
  interrupted: 5,
  abandoned: 6,
  toBeDetermined: 7,
} as const;

/** Anchor account states (spec section 4). */
export const ANCHOR_STATE = {
  notRegistered: 0,
  underReview: 1,
  approved: 2,
  rejected: 3,
  banned: 4,
  permanentlyBanned: 5,
} as const;

export const GENDER = { secret: 0, male: 1, female: 2 } as const;
export const EMOTIONAL_STATUS = { single: 1, inLove: 2 } as const;

/** Friend-add source codes (spec section 3). */
export const FRIEND_SOURCE = { id: 1, username: 2, phone: 3, email: 4, qrCode: 5, card: 6 } as const;

/** Chat message content types (spec section 3). */
export const CHAT_CONTENT_TYPE = { text: 101, picture: 102, video: 104, groupUnreadClear: 888 } as const;

/** Upload status (spec section 3): 2 success, 3 failure. */
export const UPLOAD_STATUS = { inProgress: 1, success: 2, failure: 3 } as const;

/** Push notification types (spec section 2). Type 3 is ignored by the client. */
export const PUSH_TYPE = {
  bookedMatchSoon: 1,
  anchorLive: 2,
  ignored: 3,
  notice: 4,
  matchStatus: 5,
  instantMessage: 8,
} as const;

/** Push platform codes (DECISIONS 5): 3 default/Blink, 4 Safari, 5 Gecko. */
export const PUSH_PLATFORM = { blink: 3, safari: 4, gecko: 5 } as const;

/** Like/collection toggle flag (spec section 3). */
export const LIKE_FLAG = { liked: 1, notLiked: 2 } as const;

/** Red packet kinds (spec section 3). */
export const RED_PACKET_TYPE = { normal: 1, lucky: 2 } as const;
export const RED_PACKET_CONTENT = { coins: 1, coupon: 2 } as const;

/** Task keys (spec section 3). */
export const TASK_KEYS = ["task_5", "task_9", "task_10"] as const;

/** Every enumeration, as served by `GET /web/systemEnums/findAll`. */
export const ALL_ENUMS = {
  sport: SPORTS,
  matchStatus: MATCH_STATUS,
  anchorState: ANCHOR_STATE,
  gender: GENDER,
  emotionalStatus: EMOTIONAL_STATUS,
  friendSource: FRIEND_SOURCE,
  chatContentType: CHAT_CONTENT_TYPE,
  uploadStatus: UPLOAD_STATUS,
  pushType: PUSH_TYPE,
  pushPlatform: PUSH_PLATFORM,
  likeFlag: LIKE_FLAG,
  redPacketType: RED_PACKET_TYPE,
  redPacketContent: RED_PACKET_CONTENT,
} as const satisfies Record<string, Record<string, number>>;
export type EnumName = keyof typeof ALL_ENUMS;
