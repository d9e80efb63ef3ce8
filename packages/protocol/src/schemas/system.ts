import { z } from "zod";
import { langSchema } from "../languages.js";
import { footerSchema } from "./admin.js";
import { platformLabelSchema } from "./match-source.js";

export const healthSchema = z.object({
  db: z.literal("ok"),
  version: z.string(),
});

/** `/web/health/live`: the process answers. */
export const livenessSchema = z.object({ status: z.literal("ok") });

/** `/web/health/ready`: whether this node should get traffic, and each dependency's state. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  db: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down", "off"]),
  closing: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const languageEntrySchema = z.object({
  code: langSchema,
  name: z.string(),
  header: z.string(),
  findName: z.string(),
});

export const findAllSchema = z.object({
  enums: z.record(z.string(), z.record(z.string(), z.number().int())),
  languages: z.array(languageEntrySchema),
  limits: z.record(z.string(), z.number()),
  roomMuteMinutes: z.array(z.number().int()),
  groupMuteHours: z.array(z.number().int()),
  redPacketLimitHours: z.array(z.number().int()),
  couponTiers: z.array(z.number().int()),
});
export type FindAll = z.infer<typeof findAllSchema>;

export const globalConfigSchema = z.object({
  imMsgTimeout: z.number().int().min(0).describe("minimum seconds between a user's chat messages"),
  roomEnterNotice: z.boolean().describe("whether 'X entered' messages are shown in live rooms"),
  serverTime: z.number().int().describe("server clock, ms since the epoch"),
  appRoomUrl: z
    .string()
    .nullable()
    .describe("a room's address in the mobile app with {roomId} to replace; null when there is no app to open"),
  footer: footerSchema.describe("the footer's contact address, notice and links, as the super admin set them"),
  platforms: z
    .array(platformLabelSchema)
    .describe("the platform list labels: this site first, then outside broadcasters"),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

export const domainSchema = z.object({
  domain: z.string().describe("public origin of the site"),
  chatBase: z.string().describe("base path of the (chat base) calls"),
  businessBase: z.string().describe("chat domain followed by /business"),
  wsUrl: z.string().describe("websocket endpoint of the realtime gateway"),
});
export type Domain = z.infer<typeof domainSchema>;

export const ossUrlSchema = z.object({
  ossUrl: z.string().describe("base address of stored files; a stored path is appended to it"),
});

/** `static/vant_addr.json`: the region picker's tree in the Vant area format (see `toVantArea`). */
export const vantAreaSchema = z.object({
  province_list: z.record(z.string(), z.string()).describe("countries, by code CC0000"),
  city_list: z.record(z.string(), z.string()).describe("provinces or states, by code CCPP00"),
  county_list: z.record(z.string(), z.string()).describe("cities, by code CCPPTT"),
});
