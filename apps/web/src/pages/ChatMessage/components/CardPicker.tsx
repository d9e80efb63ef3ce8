import type { FriendItem } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Empty, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { fetchFriends } from "../../../api/friend";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";

/** Picks a friend whose card to send (a shared card: others add them with source 6). */
export function CardPicker({
  open,
  onPick,
  onClose,
}: {
  open: boolean;
  onPick: (friend: FriendItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const friends = useQuery({ queryKey: IM_KEYS.friends, queryFn: ({ signal }) => fetchFriends(signal), enabled: open });
  return (
    <Modal open={open} title={t("im.composer.cardTitle")} onCancel={onClose} footer={null} destroyOnHidden>
      {friends.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {friends.data?.list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.friends.empty")} />
      )}
      <ul className="im-pick-list">
        {friends.data?.list.map((friend) => (
          <li key={friend.id}>
            <button type="button" className="im-pick-list__item" onClick={() => onPick(friend)}>
              <ImAvatar name={friend.nickname} src={friend.avatar} size={32} />
              <span>{friend.remark || friend.nickname}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
