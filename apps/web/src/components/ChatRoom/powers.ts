import type { ChatUser } from "@courtside/protocol";

export { keepsInterval, mayActOn, mayDo, type RoomPower as Power } from "@courtside/protocol";

/** Chat user string of spec section 3: `zb=1` marks the anchor, `userType=4` a visitor. */
export const isAnchor = (user: ChatUser) => /(^|[;&,\s])zb=1($|[;&,\s])/.test(user.flags);
export const isVisitor = (user: ChatUser) => /(^|[;&,\s])userType=4($|[;&,\s])/.test(user.flags);
