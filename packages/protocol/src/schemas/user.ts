import { z } from "zod";
import { EMOTIONAL_STATUS, GENDER, TASK_KEYS } from "../enums.js";
import { langSchema } from "../languages.js";
import { lineText, multilineText } from "./primitives.js";

/**
 * Account rules of spec section 5. Schema messages that name a catalogue key are translated by the
 * server's error handler and the web's forms alike.
 */
const CREDENTIAL = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,15}$/;

export const usernameSchema = z.string().trim().min(1, "usernameOrPasswordEmpty").regex(CREDENTIAL, "usernameRule");
export const passwordSchema = z.string().min(1, "usernameOrPasswordEmpty").regex(CREDENTIAL, "passwordRule");
export const phoneSchema = z
  .string()
  .trim()
  .min(1, "phoneEmpty")
  .regex(/^\d{5,15}$/, "phoneOrAreaWrong");
export const areaCodeSchema = z
  .string()
  .trim()
  .min(1, "areaEmpty")
  .regex(/^\+?\d{1,4}$/, "phoneOrAreaWrong")
  .transform((value) => value.replace(/^\+/, ""));
export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "smsCodeWrong");

export const SMS_SCENES = ["login", "register", "reset", "bind"] as const;
export const smsSceneSchema = z.enum(SMS_SCENES);
export type SmsScene = z.infer<typeof smsSceneSchema>;

/** Confirmation must repeat the password: the failure sits on `confirmPassword`. */
function confirmed<T extends { confirmPassword: string }>(field: Exclude<keyof T, "confirmPassword">) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[field] !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordsDiffer" });
    }
  };
}

export const registerBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    agree: z.boolean().refine((value) => value, "agreementRequired"),
    phone: phoneSchema.optional(),
    areaCode: areaCodeSchema.optional(),
    smsCode: smsCodeSchema.optional(),
    asAnchor: z.boolean().optional(),
  })
  .superRefine(confirmed("password"))
  .superRefine((value, ctx) => {
    // A phone is optional, but when given it comes with its area code and the code sent to it.
    if (value.phone && (!value.areaCode || !value.smsCode)) {
      ctx.addIssue({
        code: "custom",
        path: [value.areaCode ? "smsCode" : "areaCode"],
        message: value.areaCode ? "smsCodeWrong" : "areaEmpty",
      });
    }
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const checkUsernameBodySchema = z.object({ username: usernameSchema });
export const checkUsernameSchema = z.object({ available: z.boolean() });

export const passwordLoginBodySchema = z.object({
  username: lineText().trim().min(1, "usernameOrPasswordEmpty").max(64, "usernameOrPasswordWrong"),
  password: z.string().min(1, "usernameOrPasswordEmpty"),
});

export const phoneCodeBodySchema = z.object({ phone: phoneSchema, areaCode: areaCodeSchema, scene: smsSceneSchema });
export const phoneCodeSchema = z.object({
  /** Seconds before another code may be requested for this phone. */
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
});

export const phoneLoginBodySchema = z.object({ phone: phoneSchema, areaCode: areaCodeSchema, code: smsCodeSchema });

export const codeTokenBodySchema = phoneLoginBodySchema.extend({ scene: smsSceneSchema });
export const codeTokenSchema = z.object({ codeToken: z.string(), expiresIn: z.number().int() });
const codeTokenTextSchema = lineText("smsCodeWrong").min(1, "smsCodeWrong").max(512, "smsCodeWrong");

export const changePasswordBodySchema = z
  .object({
    oldPassword: z.string().min(1, "usernameOrPasswordEmpty"),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .superRefine(confirmed("newPassword"));

export const resetPasswordBodySchema = z
  .object({ codeToken: codeTokenTextSchema, newPassword: passwordSchema, confirmPassword: z.string() })
  .superRefine(confirmed("newPassword"));

export const bindPhoneBodySchema = z.object({ codeToken: codeTokenTextSchema });

/** The signed-in user as the client sees it (spec section 3 userInfo, with the profile). */
export const userInfoSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Phone masked to its first 3 and last 4 digits (spec section 5); null when none is bound. */
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  appNumber: z.string(),
  imToken: z.string(),
  languageType: langSchema,
  anchorState: z.number().int(),
  gender: z.number().int(),
  birthday: z.string().nullable().describe("YYYY-MM-DD"),
  province: z.string(),
  city: z.string(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  emotionalStatus: z.number().int().nullable(),
  hobbies: z.string(),
  intro: z.string(),
  /** Site-wide speaking ban in force until then (ms): the user reads but cannot speak; null when none. */
  speechBannedUntil: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authResultSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

const genders = new Set<number>(Object.values(GENDER));
const emotional = new Set<number>(Object.values(EMOTIONAL_STATUS));

/** A whole number in a range, every failure with one catalogue message. */
const range = (min: number, max: number, message: "heightRange" | "weightRange") =>
  z.number(message).int(message).min(min, message).max(max, message);
/** One of an enumeration's values. */
const option = (values: Set<number>) => z.number("invalidOption").refine((v) => values.has(v), "invalidOption");

export const PROFILE_LIMITS = { nickname: 20, province: 40, city: 40, hobbies: 100, intro: 200 } as const;

/** Profile fields a user edits in the personal centre; each is optional, absent means unchanged. */
export const editUserBodySchema = z
  .object({
    nickname: lineText().trim().min(1, "nicknameLength").max(PROFILE_LIMITS.nickname, "nicknameLength"),
    avatar: lineText().max(500, "textTooLong").nullable(),
    birthday: z.iso.date("invalidDate").nullable(),
    gender: option(genders),
    province: lineText().trim().max(PROFILE_LIMITS.province, "textTooLong"),
    city: lineText().trim().max(PROFILE_LIMITS.city, "textTooLong"),
    height: range(50, 250, "heightRange").nullable(),
    weight: range(20, 300, "weightRange").nullable(),
    emotionalStatus: option(emotional).nullable(),
    hobbies: lineText().trim().max(PROFILE_LIMITS.hobbies, "textTooLong"),
    intro: multilineText().trim().max(PROFILE_LIMITS.intro, "textTooLong"),
    languageType: langSchema,
  })
  .partial();
export type EditUserBody = z.infer<typeof editUserBodySchema>;

export const taskDoneBodySchema = z.object({ taskKey: z.enum(TASK_KEYS) });
export const taskDoneSchema = z.object({ taskKey: z.enum(TASK_KEYS), firstTime: z.boolean() });

export const smsOutboxEntrySchema = z.object({
  phone: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const registerResultSchema = authResultSchema.extend({
  /** True when an anchor application was filed with the account and awaits review. */
  pendingReview: z.boolean(),
});

export const changePasswordResultSchema = z.object({ token: z.string() });
