/** The sections of each built-in text, in the order its page shows them. */
export const SERVICE_SECTIONS = [
  "accounts",
  "conduct",
  "gifts",
  "content",
  "anchors",
  "termination",
  "contact",
] as const;
export const PRIVACY_SECTIONS = [
  "collected",
  "purposes",
  "storage",
  "sharing",
  "retention",
  "rights",
  "contact",
] as const;
export const FAQ_QUESTIONS = [
  "watch",
  "book",
  "chatRules",
  "anchor",
  "gifts",
  "redPackets",
  "notifications",
  "account",
] as const;
export const TUTORIAL_SECTIONS = ["before", "address", "obs", "sources", "live", "end", "trouble"] as const;
export const RULES_SECTIONS = ["legal", "rights", "safety", "ads", "chat", "code", "titles", "penalties"] as const;
