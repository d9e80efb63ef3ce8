/** Business constants and limits of spec section 9 (and the limits of section 5). */
export const LIMITS = {
  requestTimeoutMs: 15_000,
  globalConfigPollMs: 60_000,
  imMsgTimeoutDefaultSec: 7,
  imageCompressQuality: 0.8,
  imageMaxHeightPx: 20_000,
  usernameMin: 6,
  usernameMax: 15,
  avatarMaxBytes: 30 * 1024 * 1024,
  chatImageMaxBytes: 50 * 1024 * 1024,
  chatVideoMaxSeconds: 60,
  imagesPerPost: 9,
  photoDescriptionMax: 20,
  commonPhrasesMax: 10,
  groupAdminsMax: 50,
  forwardSelectionMax: 50,
  micUsersMax: 10,
  reservationGapMs: 2 * 60 * 60 * 1000,
  redPacketRefundMs: 24 * 60 * 60 * 1000,
  bookedMatchReminderMs: 5 * 60 * 1000,
  badgeMax: 99,
  resumeHintMs: 3_000,
  bufferedGapSec: 2,
  deviceIdDelayMs: 500,
} as const;

export const ROOM_MUTE_MINUTES = [10, 30, 60] as const;
export const GROUP_MUTE_HOURS = [1, 12, 24, 7 * 24, 30 * 24] as const;
/** Red packet time limits in hours (DECISIONS 6). */
export const RED_PACKET_LIMIT_HOURS = [3, 6, 12, 24] as const;
/** Coupon tiers: percent off (5 to 8 fold). */
export const COUPON_TIERS = [50, 60, 70, 80] as const;
export const PUSH_VIBRATION = [200, 100, 200] as const;

export const PAGINATION = {
  pageSizes: [10, 20, 30, 40, 50, 100] as const,
  defaultPageSize: 10,
  pagerCountMin: 5,
  pagerCountMax: 21,
  defaultPagerCount: 7,
} as const;

/** Chat platform id for the web (DECISIONS 4). */
export const CHAT_PLATFORM_WEB = 5;

/** Default message settings (spec section 3). */
export const MESSAGE_SETTINGS_DEFAULTS = {
  messageNotification: false,
  messageInfoNotification: false,
  newMessageNotificationVoice: true,
} as const;

export const PRODUCT_NAME = "Courtside";
