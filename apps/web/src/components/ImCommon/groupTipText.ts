import { GROUP_JOIN_SOURCE, type GroupTipContent, type GroupTipPerson } from "@courtside/protocol";
import type { TFunction } from "i18next";

/** Longest announcement quoted in a tip line; the settings show the whole text. */
const ANNOUNCEMENT_QUOTED_MAX = 80;

/** The words of each mute duration of GROUP_MUTE_HOURS (the member menu's own). */
function durationKey(hours: number | undefined) {
  switch (hours) {
    case 1:
      return "group.members.duration.1" as const;
    case 12:
      return "group.members.duration.12" as const;
    case 24:
      return "group.members.duration.24" as const;
    case 168:
      return "group.members.duration.168" as const;
    case 720:
      return "group.members.duration.720" as const;
    default:
      return null;
  }
}

const quoted = (text: string) =>
  text.length > ANNOUNCEMENT_QUOTED_MAX ? `${text.slice(0, ANNOUNCEMENT_QUOTED_MAX - 1)}…` : text;

/**
 * What a group tip says, in the reader's language: "Ana invited Ben to the group", "Ben was muted
 * for 1 hour by Ana". `list` joins several names the way the language does ("Ben, Cy and Dee").
 * The names are the ones the tip was stored with, so an old line does not change with a rename.
 */
export function groupTipText(tip: GroupTipContent, t: TFunction, list: (names: string[]) => string): string {
  const name = (person: GroupTipPerson | null) => person?.nickname || t("group.tip.someone");
  const by = name(tip.by);
  const users = tip.users.length > 0 ? list(tip.users.map(name)) : t("group.tip.someone");
  switch (tip.kind) {
    case "created":
      return tip.users.length > 0 ? t("group.tip.createdWith", { by, users }) : t("group.tip.created", { by });
    case "joined":
      if (tip.source === GROUP_JOIN_SOURCE.invited && tip.by) return t("group.tip.invited", { by, users });
      if (tip.by) return t("group.tip.approved", { by, users });
      if (tip.source === GROUP_JOIN_SOURCE.qrCode) return t("group.tip.joinedQr", { users });
      if (tip.source === GROUP_JOIN_SOURCE.link) return t("group.tip.joinedLink", { users });
      return t("group.tip.joined", { users });
    case "left":
      return t("group.tip.left", { users });
    case "removed":
      return t("group.tip.removed", { by, users });
    case "info":
      if (tip.name !== undefined && tip.avatar !== undefined) {
        return t("group.tip.renamedAvatar", { by, name: tip.name });
      }
      return tip.name !== undefined ? t("group.tip.renamed", { by, name: tip.name }) : t("group.tip.avatar", { by });
    case "announcement":
      return tip.announcement
        ? t("group.tip.announcement", { by, text: quoted(tip.announcement) })
        : t("group.tip.announcementRemoved", { by });
    case "muteAll":
      return tip.on ? t("group.tip.muteAllOn", { by }) : t("group.tip.muteAllOff", { by });
    case "muted": {
      const key = durationKey(tip.hours);
      return key ? t("group.tip.muted", { by, users, duration: t(key) }) : t("group.tip.mutedNoTime", { by, users });
    }
    case "unmuted":
      return tip.by ? t("group.tip.unmuted", { by, users }) : t("group.tip.muteEnded", { users });
    case "admin":
      return tip.on ? t("group.tip.adminOn", { by, users }) : t("group.tip.adminOff", { by, users });
    case "dissolved":
      return t("group.tip.dissolved", { by });
    case "cleared":
      return t("group.tip.cleared", { by });
    case "messagesDeleted":
      return t("group.tip.messagesDeleted", { by, users });
  }
}
