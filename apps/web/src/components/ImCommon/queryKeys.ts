/** Query keys of the messaging screens; a friend event refreshes everything under `["im", "friends"]`. */
export const IM_KEYS = {
  friendsRoot: ["im", "friends"] as const,
  friends: ["im", "friends", "list"] as const,
  status: ["im", "friends", "status"] as const,
  applications: (box: "received" | "sent") => ["im", "friends", "applications", box] as const,
  blacklist: ["im", "friends", "blacklist"] as const,
  privacy: ["im", "friends", "privacy"] as const,
  card: (userId?: number) => ["im", "card", userId ?? "me"] as const,
  system: ["im", "system"] as const,
};

/** Query keys of a group's screens: a change refreshes everything under `["group", id]`. */
export const GROUP_KEYS = {
  root: (groupId: number) => ["group", groupId] as const,
  config: (groupId: number) => ["group", groupId, "config"] as const,
  members: (groupId: number) => ["group", groupId, "members"] as const,
  applications: (groupId: number) => ["group", groupId, "applications"] as const,
  qr: (groupId: number) => ["group", groupId, "qr"] as const,
  readers: (groupId: number, seq: number) => ["group", groupId, "readers", seq] as const,
  /** The join pages of invite links: where I stand changes when my request is answered. */
  codes: ["group", "code"] as const,
  code: (code: string) => ["group", "code", code] as const,
};
