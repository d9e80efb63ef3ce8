import { GROUP_ROLE, type GroupMember } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import "./group.css";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import type { PickedMention } from "../../group/groupState";
import { memberName } from "../../group/useGroup";

/** Members shown at once under the composer. */
const SHOWN = 8;

/**
 * The list that opens when `@` is typed in a group's composer: members whose name holds what follows
 * the `@`, and "everyone" for those allowed to mention all.
 */
export function MentionPicker({
  query,
  members,
  me,
  mayMentionAll,
  onPick,
}: {
  query: string;
  members: GroupMember[];
  me: number;
  mayMentionAll: boolean;
  onPick: (mention: PickedMention) => void;
}) {
  const { t } = useTranslation();
  const needle = query.toLowerCase();
  const everyone = t("group.mention.all");
  const matches = members
    .filter((member) => member.userId !== me && memberName(member).toLowerCase().includes(needle))
    .slice(0, SHOWN);
  const showAll = mayMentionAll && everyone.toLowerCase().includes(needle);
  if (matches.length === 0 && !showAll) return null;
  return (
    <ul className="group-mention" aria-label={t("group.mention.label")}>
      {showAll && (
        <li>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick({ userId: null, name: everyone })}
          >
            @{everyone}
          </button>
        </li>
      )}
      {matches.map((member) => (
        <li key={member.userId}>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick({ userId: member.userId, name: memberName(member) })}
          >
            <ImAvatar name={memberName(member)} src={member.avatar} size={24} />
            <span>{memberName(member)}</span>
            {member.role !== GROUP_ROLE.member && (
              <small className="group-muted">
                {member.role === GROUP_ROLE.owner ? t("group.role.owner") : t("group.role.admin")}
              </small>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
