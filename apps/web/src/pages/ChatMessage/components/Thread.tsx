import { GROUP_LIMITS, GROUP_STATE, type ImMessage, type ImSearchHit, type SendAbleReason } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Empty, Skeleton } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchSendAble } from "../../../api/friend";
import { fetchReadCounts } from "../../../api/group";
import { deleteMessages, revokeMessage } from "../../../api/im";
import { type CardPerson, UserCardDialog } from "../../../components/ImUserCard/UserCardDialog";
import { useDateTime } from "../../../hooks/useDateTime";
import { useNow } from "../../../hooks/useNow";
import { useSessionStore } from "../../../stores/session";
import { mayDo, mayWrite } from "../group/groupState";
import { memberName, useGroup } from "../group/useGroup";
import { threadRows } from "../threadState";
import { useThread } from "../useThread";
import { CardPicker } from "./CardPicker";
import { Composer } from "./Composer";
import { ForwardDialog } from "./ForwardDialog";
import { GroupDrawer } from "./group/GroupDrawer";
import { ReadBy } from "./group/ReadBy";
import { MergedDialog } from "./MergedDialog";
import type { MergedBody } from "./MessageBody";
import { MessageList } from "./MessageList";
import { type MessageAction, PendingRow, type Person, StoredRow } from "./MessageRow";
import { SearchDialog } from "./SearchDialog";
import { ThreadHeader } from "./ThreadHeader";

/** How long a found message stays marked. */
const FOCUS_MARK_MS = 4000;

interface ThreadProps {
  conversationId: number;
  /** A found message to show (from a search). */
  focusSeq: number | null;
  onBack: () => void;
  onJump: (hit: ImSearchHit) => void;
}

/** What the composer says when I may not write to this person (spec section 8). */
function useBlockedText(reason: SendAbleReason | undefined): string | null {
  const { t } = useTranslation();
  switch (reason) {
    case "blocked":
      return t("errors.messageRefused");
    case "blacklisted":
      return t("errors.unblockFirst");
    case "notFriends":
      return t("errors.notFriends");
    case "userNotFound":
      return t("errors.userNotFound");
    default:
      return null;
  }
}

/** One conversation: header, messages, composer, and the dialogs its menus open. */
export function Thread({ conversationId, focusSeq, onBack, onJump }: ThreadProps) {
  const { t } = useTranslation();
  const { message: toast, modal } = App.useApp();
  const userInfo = useSessionStore((state) => state.userInfo);
  const me = userInfo?.uid ?? 0;
  // A tip that arrived says the group changed (mutes, members, roles, settings): read it again.
  const thread = useThread(conversationId, me, () => void group.refresh());
  const { state, conversation } = thread;
  const now = useNow(60_000);
  const dateTime = useDateTime();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [forwarding, setForwarding] = useState<number[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [picking, setPicking] = useState(false);
  const [merged, setMerged] = useState<MergedBody | null>(null);
  const [card, setCard] = useState<CardPerson | null>(null);
  const [focus, setFocus] = useState<number | null>(null);

  const peer = conversation?.peer ?? null;
  const summary = conversation?.group ?? null;
  // A group's id is its conversation's id.
  const groupId = summary ? conversationId : null;
  const group = useGroup(groupId);
  const [drawer, setDrawer] = useState(false);
  const name = peer?.nickname ?? summary?.name ?? t("im.conversation.group");
  const able = useQuery({
    // Under the friends key: a friend event (accepted, blocked) asks again.
    queryKey: ["im", "friends", "sendAble", peer?.id],
    queryFn: ({ signal }) => fetchSendAble(peer?.id ?? 0, signal),
    enabled: peer !== null,
  });
  const peerBlocked = useBlockedText(able.data?.reason);
  const seat = group.config ? { role: group.config.me.role, rights: group.config.me.rights } : null;
  const groupBlocked = !summary
    ? null
    : summary.state === GROUP_STATE.dissolved || group.config?.group.state === GROUP_STATE.dissolved
      ? t("group.drawer.dissolvedNote")
      : group.configError
        ? t("group.state.gone")
        : !group.config || mayWrite(seat, group.config.group.muteAll, group.config.me.mutedUntil, now)
          ? null
          : group.config.me.mutedUntil !== null && group.config.me.mutedUntil > now
            ? t("group.state.mutedMe", { date: dateTime(group.config.me.mutedUntil) })
            : t("group.state.muteAll");
  const blocked = peerBlocked ?? groupBlocked;
  const senders = useMemo(
    () => new Map(group.members.map((member) => [member.userId, { name: memberName(member), avatar: member.avatar }])),
    [group.members],
  );
  // "Read by N" for my latest messages, asked again as the conversation moves.
  const mySeqs = useMemo(
    () =>
      state.messages
        .filter((message) => message.senderId === me && !message.revoked)
        .map((message) => message.seq)
        .slice(-GROUP_LIMITS.readCountSeqsMax),
    [state.messages, me],
  );
  const readCounts = useQuery({
    queryKey: ["group", conversationId, "readCount", mySeqs],
    queryFn: ({ signal }) => fetchReadCounts(conversationId, mySeqs, signal),
    enabled: groupId !== null && mySeqs.length > 0,
    refetchInterval: 10_000,
  });
  const readOf = useMemo(
    () => new Map((readCounts.data?.list ?? []).map((item) => [item.seq, item])),
    [readCounts.data],
  );

  const self: Person = { name: userInfo?.nickname ?? "", avatar: userInfo?.avatar ?? null };
  const other: Person = { name, avatar: peer?.avatar ?? null };
  const rows = useMemo(() => threadRows(state, me), [state, me]);

  const { reach } = thread;
  // A search result: page back to it, then mark it for a moment.
  useEffect(() => {
    if (focusSeq === null || !state.loaded) return;
    let cancelled = false;
    let fade: number | undefined;
    void reach(focusSeq).then((found) => {
      if (cancelled) return;
      if (!found) {
        void toast.warning(t("im.search.gone"));
        return;
      }
      setFocus(focusSeq);
      fade = window.setTimeout(() => setFocus(null), FOCUS_MARK_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(fade);
    };
  }, [focusSeq, state.loaded, reach, toast, t]);

  const onAction = useCallback(
    (action: MessageAction, message: ImMessage) => {
      switch (action) {
        case "copy":
          if (message.type === 101 && message.content) {
            void navigator.clipboard
              .writeText(message.content.text)
              .then(() => toast.success(t("im.action.copied")))
              .catch(() => toast.error(t("im.action.copyFailed")));
          }
          return;
        case "forward":
          setForwarding([message.seq]);
          return;
        case "select":
          setSelecting(true);
          setSelected([message.seq]);
          return;
        case "revoke":
          revokeMessage(conversationId, message.seq)
            .then(() => thread.revoked(message.seq))
            .catch(() => undefined);
          return;
        case "delete":
          modal.confirm({
            title: t("im.action.deleteConfirm"),
            okButtonProps: { danger: true },
            okText: t("common.ok"),
            cancelText: t("common.cancel"),
            onOk: () =>
              deleteMessages(conversationId, [message.seq])
                .then((hidden) => thread.hide(hidden.seqs))
                .catch(() => undefined),
          });
          return;
      }
    },
    [conversationId, modal, t, thread, toast],
  );

  if (thread.loadError) {
    return (
      <div className="im-thread im-thread--state">
        <Alert
          type="error"
          showIcon
          title={t("im.thread.loadFailed")}
          action={<Button onClick={thread.reload}>{t("common.retry")}</Button>}
        />
      </div>
    );
  }

  const toggle = (seq: number) =>
    setSelected((current) => (current.includes(seq) ? current.filter((held) => held !== seq) : [...current, seq]));
  const openCard = (userId: number) => {
    const found = state.messages.find((message) => message.type === 108 && message.content?.userId === userId);
    const content = found?.type === 108 ? found.content : null;
    setCard(content ? { id: content.userId, nickname: content.nickname, avatar: content.avatar } : null);
  };

  return (
    <div className="im-thread">
      {conversation && (
        <ThreadHeader
          conversation={conversation}
          name={name}
          onBack={onBack}
          onSearch={() => setSearching(true)}
          onSelect={() => setSelecting(true)}
          onOpenPeer={() => peer && setCard({ id: peer.id, nickname: peer.nickname, avatar: peer.avatar })}
          onDeleted={onBack}
          onOpenGroup={summary ? () => setDrawer(true) : undefined}
        />
      )}
      {!state.loaded ? (
        <div className="im-thread__loading">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        </div>
      ) : (
        <MessageList
          rows={rows}
          now={now}
          hasOlder={state.hasOlder}
          loadingOlder={thread.loadingOlder}
          onLoadOlder={thread.loadOlder}
          focusSeq={focus}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.thread.empty", { name })} />}
          renderRow={(row) =>
            row.kind === "message" ? (
              <StoredRow
                message={row.message}
                me={me}
                peer={summary ? (senders.get(row.message.senderId) ?? other) : other}
                self={self}
                readBy={(() => {
                  const counted = summary ? readOf.get(row.message.seq) : undefined;
                  return counted ? (
                    <ReadBy
                      groupId={conversationId}
                      seq={row.message.seq}
                      read={counted.read}
                      listed={summary !== null && summary.memberCount <= GROUP_LIMITS.smallGroupMax}
                    />
                  ) : undefined;
                })()}
                peerReadSeq={peer ? (conversation?.peerReadSeq ?? 0) : null}
                selecting={selecting}
                selected={selected.includes(row.message.seq)}
                highlighted={focus === row.message.seq}
                onToggle={toggle}
                onAction={onAction}
                onOpenCard={openCard}
                onOpenMerged={setMerged}
              />
            ) : (
              <PendingRow
                pending={row.pending}
                self={self}
                onRetry={thread.retry}
                onDiscard={thread.discard}
                onOpenCard={openCard}
                onOpenMerged={setMerged}
              />
            )
          }
        />
      )}
      {selecting ? (
        <div className="im-select-bar" role="toolbar" aria-label={t("im.select.toolbar")}>
          <span role="status">{t("im.select.count", { count: selected.length })}</span>
          <Button
            type="primary"
            disabled={selected.length === 0}
            onClick={() => setForwarding([...selected].sort((a, b) => a - b))}
          >
            {t("im.action.forward")}
          </Button>
          <Button
            danger
            disabled={selected.length === 0}
            onClick={() =>
              deleteMessages(conversationId, selected)
                .then((hidden) => {
                  thread.hide(hidden.seqs);
                  setSelected([]);
                  setSelecting(false);
                })
                .catch(() => undefined)
            }
          >
            {t("im.action.delete")}
          </Button>
          <Button
            onClick={() => {
              setSelecting(false);
              setSelected([]);
            }}
          >
            {t("common.cancel")}
          </Button>
        </div>
      ) : (
        <Composer
          blocked={blocked}
          onSendText={thread.sendText}
          onAttach={thread.sendAttachment}
          onPickCard={() => setPicking(true)}
          mentions={summary ? { members: group.members, me, mayMentionAll: mayDo(seat, "mentionAll") } : undefined}
        />
      )}
      <ForwardDialog
        open={forwarding !== null}
        conversationId={conversationId}
        seqs={forwarding ?? []}
        onClose={(done) => {
          setForwarding(null);
          if (done) {
            setSelecting(false);
            setSelected([]);
          }
        }}
      />
      <SearchDialog
        open={searching}
        conversationId={conversationId}
        onClose={() => setSearching(false)}
        onJump={(hit) => {
          setSearching(false);
          onJump(hit);
        }}
      />
      <CardPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(friend) => {
          setPicking(false);
          thread.sendCard({ userId: friend.id, nickname: friend.nickname, avatar: friend.avatar });
        }}
      />
      <MergedDialog merged={merged} onClose={() => setMerged(null)} />
      {summary && (
        <GroupDrawer
          open={drawer}
          config={group.config}
          members={group.members}
          onClose={() => setDrawer(false)}
          onChanged={() => void group.refresh()}
          onSaved={group.setConfig}
          onGone={() => {
            setDrawer(false);
            onBack();
          }}
        />
      )}
      <UserCardDialog person={card} source={6} onClose={() => setCard(null)} />
    </div>
  );
}
