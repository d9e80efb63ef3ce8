import { GROUP_LIMITS } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Checkbox, Empty, Input, Modal, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./group.css";
import { useNavigate } from "react-router";
import { fetchFriends } from "../../../../api/friend";
import { createGroup } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../../components/ImCommon/queryKeys";
import { reloadConversations } from "../../../../components/ImHeader/useImSync";

/** A new group: an optional name and the friends to start it with; opens its chat when made. */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const friends = useQuery({ queryKey: IM_KEYS.friends, queryFn: ({ signal }) => fetchFriends(signal), enabled: open });

  const submit = () => {
    setBusy(true);
    createGroup({ name: name.trim() || undefined, memberIds: picked })
      .then((created) => {
        setName("");
        setPicked([]);
        onClose();
        void reloadConversations();
        navigate(`/chat/message?c=${created.group.group.id}`);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open={open}
      title={t("group.create.title")}
      onCancel={onClose}
      onOk={submit}
      okText={t("group.create.submit", { count: picked.length })}
      cancelText={t("common.cancel")}
      okButtonProps={{ disabled: picked.length === 0, loading: busy }}
      destroyOnHidden
    >
      <div className="group-field">
        <span>{t("group.create.name")}</span>
        <Input
          value={name}
          aria-label={t("group.create.name")}
          maxLength={GROUP_LIMITS.nameMax}
          placeholder={t("group.create.namePlaceholder")}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="group-pick">
        <legend>{t("group.create.pick")}</legend>
        {friends.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
        {friends.data?.list.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("group.create.noFriends")} />
        )}
        <Checkbox.Group className="group-pick__list" value={picked} onChange={(ids) => setPicked(ids)}>
          {friends.data?.list.map((friend) => (
            <Checkbox key={friend.id} value={friend.id} className="group-pick__item">
              <ImAvatar name={friend.nickname} src={friend.avatar} size={28} />
              <span>{friend.remark || friend.nickname}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </fieldset>
    </Modal>
  );
}
