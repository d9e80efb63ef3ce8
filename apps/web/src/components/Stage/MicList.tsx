import type { StageSeat, StageState } from "@courtside/protocol";
import { App, Button, Drawer, InputNumber, Space, Switch, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { inviteToStage, kickFromStage, muteOnStage, reviewApplication, setAdminsManage } from "../../api/stage";
import { Avatar } from "../Avatar/Avatar";
import { CameraIcon, CameraOffIcon, MicIcon, MicOffIcon } from "./icons";
import { Reservations } from "./Reservations";
import { groupSeats, secondsLeft } from "./stageState";
import { useNow } from "./useNow";

interface MicListProps {
  open: boolean;
  onClose: () => void;
  state: StageState;
  isAnchor: boolean;
  onState: (state: StageState) => void;
}

/** The anchor's (and allowed admins') mic-connection list: applications, invitations, guests, outcomes. */
export function MicList({ open, onClose, state, isAnchor, onState }: MicListProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState("stage");
  return (
    <Drawer open={open} onClose={onClose} title={t("stage.manage.title")} size="large" className="stage-list">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: "stage",
            label: t("stage.manage.stage"),
            children: <StageLists state={state} isAnchor={isAnchor} onState={onState} />,
          },
          {
            key: "reservations",
            label: t("stage.manage.reservations"),
            children: tab === "reservations" ? <Reservations roomId={state.roomId} onState={onState} /> : null,
          },
        ]}
      />
    </Drawer>
  );
}

function StageLists({ state, isAnchor, onState }: Omit<MicListProps, "open" | "onClose">) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const [userId, setUserId] = useState<number | null>(null);
  const groups = groupSeats(state.seats);
  const act = (call: Promise<StageState>) => {
    call.then(onState).catch(() => undefined);
  };
  const roomId = state.roomId;
  if (!state.open) return <p className="stage-list__empty">{t("stage.manage.closed")}</p>;
  return (
    <div className="stage-list__body">
      {isAnchor && (
        <div className="stage-list__setting">
          <Switch
            id="stage-admins-manage"
            checked={state.adminsManage}
            onChange={(checked) => act(setAdminsManage(roomId, checked))}
          />
          <label htmlFor="stage-admins-manage">{t("stage.manage.adminsManage")}</label>
        </div>
      )}
      <form
        className="stage-list__invite"
        onSubmit={(event) => {
          event.preventDefault();
          if (userId !== null) act(inviteToStage(roomId, userId));
        }}
      >
        <label htmlFor="stage-invite-id">{t("stage.manage.inviteById")}</label>
        <Space.Compact>
          <InputNumber
            id="stage-invite-id"
            min={1}
            precision={0}
            value={userId}
            onChange={(value) => setUserId(typeof value === "number" ? value : null)}
            placeholder={t("stage.manage.userId")}
          />
          <Button htmlType="submit" type="primary" disabled={userId === null}>
            {t("stage.manage.inviteButton")}
          </Button>
        </Space.Compact>
      </form>

      <SeatGroup title={t("stage.manage.applicants")} seats={groups.applied}>
        {(seat) => (
          <>
            <span className="stage-seat__time">
              {t("stage.manage.expiresIn", { seconds: secondsLeft(seat.expiresAt, now) })}
            </span>
            <Button size="small" type="primary" onClick={() => act(reviewApplication(roomId, seat.user.id, true))}>
              {t("stage.manage.accept")}
            </Button>
            <Button size="small" onClick={() => act(reviewApplication(roomId, seat.user.id, false))}>
              {t("stage.manage.reject")}
            </Button>
          </>
        )}
      </SeatGroup>
      <SeatGroup title={t("stage.manage.invited")} seats={groups.invited}>
        {(seat) => (
          <span className="stage-seat__time">
            {t("stage.manage.expiresIn", { seconds: secondsLeft(seat.expiresAt, now) })}
          </span>
        )}
      </SeatGroup>
      <SeatGroup
        title={t("stage.manage.onStage", { count: groups.seated.length, max: state.guestsMax })}
        seats={groups.seated}
      >
        {(seat) => <GuestActions seat={seat} roomId={roomId} onState={onState} />}
      </SeatGroup>
      <SeatGroup title={t("stage.manage.recent")} seats={groups.outcomes} />
    </div>
  );
}

function SeatGroup({
  title,
  seats,
  children,
}: {
  title: string;
  seats: readonly StageSeat[];
  children?: (seat: StageSeat) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="stage-list__group" aria-label={title}>
      <h3 className="stage-list__heading">{title}</h3>
      {seats.length === 0 ? (
        <p className="stage-list__empty">{t("stage.manage.empty")}</p>
      ) : (
        <ul className="stage-list__seats">
          {seats.map((seat) => (
            <li key={seat.user.id} className="stage-seat" data-user={seat.user.id} data-state={seat.state}>
              <Avatar src={seat.user.avatar} name={seat.user.nickname} size={32} />
              <span className="stage-seat__name">{seat.user.nickname}</span>
              <Tag>{t(`stage.manage.state.${seat.state}`)}</Tag>
              <span className="stage-seat__actions">{children?.(seat)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GuestActions({
  seat,
  roomId,
  onState,
}: {
  seat: StageSeat;
  roomId: number;
  onState: (s: StageState) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const name = seat.user.nickname;
  const micOff = seat.audio !== null;
  const cameraOff = seat.video !== null;
  const act = (call: Promise<StageState>) => {
    call.then(onState).catch(() => undefined);
  };
  return (
    <>
      <Button
        size="small"
        icon={micOff ? <MicOffIcon /> : <MicIcon />}
        aria-pressed={micOff}
        aria-label={micOff ? t("stage.manage.unmuteMic", { name }) : t("stage.manage.muteMic", { name })}
        title={micOff ? t("stage.manage.unmuteMic", { name }) : t("stage.manage.muteMic", { name })}
        onClick={() => act(muteOnStage(roomId, seat.user.id, "audio", !micOff))}
      />
      <Button
        size="small"
        icon={cameraOff ? <CameraOffIcon /> : <CameraIcon />}
        aria-pressed={cameraOff}
        aria-label={cameraOff ? t("stage.manage.cameraOn", { name }) : t("stage.manage.cameraOff", { name })}
        title={cameraOff ? t("stage.manage.cameraOn", { name }) : t("stage.manage.cameraOff", { name })}
        onClick={() => act(muteOnStage(roomId, seat.user.id, "video", !cameraOff))}
      />
      <Button
        size="small"
        danger
        onClick={() =>
          void modal.confirm({
            title: t("stage.manage.removeConfirm", { name }),
            okText: t("stage.manage.removeOk"),
            cancelText: t("stage.cancel"),
            okButtonProps: { danger: true },
            onOk: () =>
              kickFromStage(roomId, seat.user.id)
                .then(onState)
                .catch(() => undefined),
          })
        }
      >
        {t("stage.manage.remove")}
      </Button>
    </>
  );
}
