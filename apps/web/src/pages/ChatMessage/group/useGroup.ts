import type { GroupConfig, GroupMember } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchGroupConfig, fetchGroupMembers } from "../../../api/group";
import { GROUP_KEYS } from "../../../components/ImCommon/queryKeys";

/** Members shown in one list; bigger groups show the first ones (owner, admins, then by joining). */
const MEMBERS_SHOWN = 100;

/** The group's settings, my seat in it and its first members; `refresh` reloads them all. */
export function useGroup(groupId: number | null) {
  const client = useQueryClient();
  const id = groupId ?? 0;
  const config = useQuery({
    queryKey: GROUP_KEYS.config(id),
    queryFn: ({ signal }) => fetchGroupConfig(id, signal),
    enabled: groupId !== null,
  });
  const members = useQuery({
    queryKey: GROUP_KEYS.members(id),
    queryFn: ({ signal }) => fetchGroupMembers(id, 1, MEMBERS_SHOWN, signal),
    enabled: groupId !== null,
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: GROUP_KEYS.root(id) }), [client, id]);
  const setConfig = useCallback((next: GroupConfig) => client.setQueryData(GROUP_KEYS.config(id), next), [client, id]);
  const list: GroupMember[] = members.data?.list ?? [];
  return { config: config.data ?? null, configError: config.isError, members: list, refresh, setConfig };
}

/** The name a member goes by in the group: the group nickname, else their own. */
export const memberName = (member: Pick<GroupMember, "nickname" | "groupNickname">) =>
  member.groupNickname || member.nickname;
