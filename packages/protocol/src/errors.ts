/**
 * The error catalogue: every failure the server reports, with its response `code` and the key of
 * its message in `locales/<lang>.json` (under "errors"). Codes 403, 2321 and 7898 are fixed by the
 * spec (section 8); the others are ours, grouped by area:
 * 1xxx common, 2xxx accounts, 3xxx live room, 4xxx friends and groups, 5xxx codes,
 * 6xxx mic connection, 7xxx coins and red packets, 8xxx uploads, 9xxx matches and bookings.
 */
export const ERRORS = {
  // fixed by the spec
  forbidden: 403,
  tokenInvalid: 2321,
  regionBlocked: 7898,
  // common
  internal: 1000,
  validation: 1001,
  notFound: 1002,
  malformedBody: 1003,
  bodyTooLarge: 1004,
  rateLimited: 1005,
  unsupportedMediaType: 1006,
  loginRequired: 1007,
  serviceUnavailable: 1008,
  // login
  usernameOrPasswordEmpty: 2001,
  wrongLoginPassword: 2002,
  anchorBanned: 2003,
  notAnchorYet: 2004,
  anchorUnregistered: 2005,
  anchorUnderReview: 2006,
  anchorReviewRejected: 2007,
  anchorPermanentlyBanned: 2008,
  loginForbidden: 2009,
  usernameOrPasswordWrong: 2010,
  phoneOrPasswordWrong: 2011,
  phoneOrAreaWrong: 2012,
  phoneEmpty: 2013,
  areaEmpty: 2014,
  phoneNotRegistered: 2015,
  nicknameLength: 2016,
  heightRange: 2017,
  weightRange: 2018,
  textTooLong: 2019,
  invalidDate: 2020,
  invalidOption: 2021,
  // register
  usernameExists: 2101,
  phoneBoundToOther: 2102,
  phoneRegistered: 2103,
  phoneAlreadyAnchor: 2104,
  passwordDiffersFromApp: 2105,
  accountUnderReview: 2106,
  passwordsDiffer: 2107,
  agreementRequired: 2108,
  usernameRule: 2109,
  passwordRule: 2110,
  // anchor applications and super-admin review
  alreadyAnchor: 2201,
  applicationNotPending: 2202,
  realNameRule: 2203,
  sportsRequired: 2204,
  introductionLength: 2205,
  sampleImagesLimit: 2206,
  rejectReasonRequired: 2207,
  sensitiveWordExists: 2208,
  sensitiveWordRule: 2209,
  cannotBanAdmin: 2210,
  // live room
  mutedInRoom: 3001,
  sensitiveWords: 3002,
  messageSendFailed: 3003,
  messageRefused: 3004,
  cannotSpeakNow: 3005,
  duplicateContent: 3006,
  messageInterval: 3007,
  loginToSpeak: 3008,
  invalidFrame: 3009,
  roomNotFound: 3010,
  phraseLimit: 3011,
  cannotModerate: 3012,
  // anchors
  anchorNotFound: 3101,
  photoDescriptionTooLong: 3102,
  tooManyImages: 3103,
  photoWallFull: 3104,
  noteEmpty: 3105,
  noteTooLong: 3106,
  coverRegionRequired: 3107,
  coverRegionTaken: 3108,
  coverImageRequired: 3109,
  photoNotFound: 3110,
  noteNotFound: 3111,
  coverNotFound: 3112,
  cannotFollowSelf: 3113,
  imageNotUploaded: 3114,
  // live video
  roomNameLength: 3201,
  anchorTitleLength: 3202,
  roomIntroLength: 3203,
  announcementLength: 3204,
  // friends and groups
  friendExists: 4001,
  notFriends: 4002,
  searchLimit: 4003,
  addLimit: 4004,
  userNotFound: 4005,
  groupNotFound: 4006,
  groupGone: 4007,
  groupFull: 4008,
  groupNeedsReview: 4009,
  inviteExpired: 4010,
  noPermission: 4011,
  noReviewPermission: 4012,
  adminLimit: 4013,
  cannotAddSelf: 4014,
  alreadyBoundToOtherAdmin: 4015,
  // codes
  smsCodeWrong: 5001,
  securityCodeWrong: 5002,
  // super-admin security code
  securityCodeLocked: 5003,
  securityCodeRequired: 5004,
  // mic connection and expiry
  micPermission: 6001,
  micApplicationExpired: 6002,
  messageExpired: 6003,
  // red packets and coins
  redPacketExpired: 7001,
  redPacketFinished: 7002,
  insufficientBalance: 7003,
  redPacketCountRequired: 7004,
  redPacketCouponMin: 7005,
  redPacketCouponsExceedHeld: 7006,
  redPacketAmountRequired: 7007,
  redPacketTotalBelowCount: 7008,
  redPacketTotalAboveBalance: 7009,
  redPacketNotFound: 7010,
  redPacketNotForYou: 7011,
  redPacketOwn: 7012,
  redPacketCountTooLarge: 7013,
  redPacketLimitInvalid: 7014,
  redPacketCouponTierRequired: 7015,
  redPacketDirectedCount: 7016,
  redPacketRecipientInvalid: 7017,
  redPacketAmountTooLarge: 7018,
  giftNotFound: 7019,
  giftCountInvalid: 7020,
  giftToSelf: 7022,
  idempotencyConflict: 7023,
  grantAmountInvalid: 7024,
  // uploads
  fileTooLarge: 8001,
  unsupportedFormat: 8002,
  fileEmpty: 8003,
  compressError: 8004,
  uploadFailed: 8005,
  uploadExpired: 8006,
  // matches and bookings
  matchNotFound: 9001,
  bookingSwitch: 9002,
  bookingTypeConflict: 9003,
  reservationGap: 9004,
  matchNotBookable: 9005,
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey];

const KEY_BY_CODE = new Map<number, ErrorKey>(
  (Object.entries(ERRORS) as [ErrorKey, number][]).map(([key, code]) => [code, key]),
);

/** The catalogue key for a response code, if the code is one of ours. */
export function errorKeyOf(code: number): ErrorKey | undefined {
  return KEY_BY_CODE.get(code);
}

/** Codes after which the client drops its token and goes to the login page. */
export const TOKEN_INVALID_CODES: readonly number[] = [ERRORS.forbidden, ERRORS.tokenInvalid];
