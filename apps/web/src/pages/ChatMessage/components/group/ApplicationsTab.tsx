import { GROUP_APPLICATION_STATUS } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Empty, Skeleton } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fetchApplications, respondApplication } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { GROUP_KEYS } from "../../../../components/ImCommon/queryKeys";
import { useImStore } from "../../../../stores/im";

/** Join requests of the group, the waiting ones with approve and reject. */
export function ApplicationsTab({ groupId, onChanged }: { groupId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: GROUP_KEYS.applications(groupId),
    queryFn: ({ signal }) => fetchApplications(groupId, signal),
  });
  // The requests badge follows what this list says is still waiting.
  useEffect(() => {
    if (!list.data) return;
    const waiting = list.data.list.filter((item) => item.status === GROUP_APPLICATION_STATUS.pending);
    useImStore.getState().setGroupRequests(waiting, groupId);
  }, [list.data, groupId]);
  const respond = (id: number, agree: boolean) =>
    respondApplication(id, agree)
      .catch(() => undefined)
      .finally(onChanged);

  if (list.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (!list.data || list.data.list.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("group.applications.none")} />;
  return (
    <ul className="group-list">
      {list.data.list.map((application) => (
        <li key={application.id} className="group-list__item">
          <ImAvatar name={application.user.nickname} src={application.user.avatar} size={36} />
          <span className="group-list__body">
            <span className="group-list__name">{application.user.nickname}</span>
            {application.reason && (
              <small className="group-muted">{t("group.applications.reason", { reason: application.reason })}</small>
            )}
          </span>
          {application.status === GROUP_APPLICATION_STATUS.pending ? (
            <span className="group-inline">
              <Button size="small" type="primary" onClick={() => void respond(application.id, true)}>
                {t("group.applications.agree")}
              </Button>
              <Button size="small" onClick={() => void respond(application.id, false)}>
                {t("group.applications.reject")}
              </Button>
            </span>
          ) : (
            <small className="group-muted">{t(`group.applications.status.${String(application.status) as "1"}`)}</small>
          )}
        </li>
      ))}
    </ul>
  );
}
