import { ANCHOR_STATE } from "@courtside/protocol";

export type AnchorStateKey = keyof typeof ANCHOR_STATE;

const isStateKey = (key: string): key is AnchorStateKey => Object.hasOwn(ANCHOR_STATE, key);

/** Every anchor state with its `admin.anchorStates.<key>` label key. */
export const ANCHOR_STATE_LIST: { key: AnchorStateKey; value: number }[] = Object.keys(ANCHOR_STATE)
  .filter(isStateKey)
  .map((key) => ({ key, value: ANCHOR_STATE[key] }));

export const anchorStateKey = (state: number): AnchorStateKey =>
  ANCHOR_STATE_LIST.find((entry) => entry.value === state)?.key ?? "notRegistered";

/** Audit actions are dotted ("user.ban"); their labels sit under camel-cased keys ("userBan"). */
export const auditActionKey = (action: string) =>
  action.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The tag colour of an anchor state. */
export const STATE_COLOURS: Record<AnchorStateKey, string> = {
  notRegistered: "default",
  underReview: "processing",
  approved: "success",
  rejected: "warning",
  banned: "error",
  permanentlyBanned: "error",
};
