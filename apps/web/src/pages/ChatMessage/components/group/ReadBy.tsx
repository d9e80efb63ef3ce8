import { useQuery } from "@tanstack/react-query";
import { Button, Popover, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./group.css";
import { fetchReaders } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { GROUP_KEYS } from "../../../../components/ImCommon/queryKeys";

function Readers({ groupId, seq }: { groupId: number; seq: number }) {
  const { t } = useTranslation();
  const readers = useQuery({
    queryKey: GROUP_KEYS.readers(groupId, seq),
    queryFn: ({ signal }) => fetchReaders(groupId, seq, signal),
  });
  if (!readers.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const people = (list: typeof readers.data.read) => (
    <ul className="group-readers__list">
      {list.map((person) => (
        <li key={person.id}>
          <ImAvatar name={person.nickname} src={person.avatar} size={24} />
          <span>{person.nickname}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="group-readers">
      <h3>{t("group.read.readers", { count: readers.data.read.length })}</h3>
      {people(readers.data.read)}
      <h3>{t("group.read.unreaders", { count: readers.data.unread.length })}</h3>
      {people(readers.data.unread)}
    </div>
  );
}

/**
 * "Read by N" under my message in a group; the reader list opens from it in groups small enough
 * to have one (the server keeps none beyond `GROUP_LIMITS.smallGroupMax`).
 */
export function ReadBy({
  groupId,
  seq,
  read,
  listed,
}: {
  groupId: number;
  seq: number;
  read: number;
  listed: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = t("group.read.count", { count: read });
  if (!listed) return <span className="im-status">{text}</span>;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t("group.read.title")}
      content={open ? <Readers groupId={groupId} seq={seq} /> : null}
    >
      <Button type="link" size="small" className="im-status group-read">
        {text}
      </Button>
    </Popover>
  );
}
