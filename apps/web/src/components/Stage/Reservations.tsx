import type { StageState } from "@courtside/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, DatePicker, Input, InputNumber } from "antd";
import type { Dayjs } from "dayjs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { addReservation, deleteReservation, fetchReservations, inviteToStage } from "../../api/stage";
import { useDateTime } from "../../hooks/useDateTime";
import { Avatar } from "../Avatar/Avatar";

/** Guests booked onto the stage for a time, more than 2 hours apart (spec section 5). */
export function Reservations({ roomId, onState }: { roomId: number; onState: (state: StageState) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ["stageReservations", roomId];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchReservations(roomId, signal) });
  const id = useId();
  const [userId, setUserId] = useState<number | null>(null);
  const [at, setAt] = useState<Dayjs | null>(null);
  const [note, setNote] = useState("");
  const store = (next: Awaited<ReturnType<typeof fetchReservations>>) => client.setQueryData(key, next);
  const add = useMutation({
    mutationFn: () => addReservation(roomId, userId ?? 0, at?.valueOf() ?? 0, note.trim()),
    onSuccess: (next) => {
      store(next);
      setUserId(null);
      setAt(null);
      setNote("");
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteReservation(roomId, id), onSuccess: store });
  const dateTime = useDateTime();

  return (
    <div className="stage-reservations">
      <p className="stage-list__note">{t("stage.reservations.rule")}</p>
      <form
        className="stage-reservations__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (userId !== null && at) add.mutate();
        }}
      >
        <div className="stage-reservations__field">
          <label htmlFor={`${id}-userId`}>{t("stage.reservations.userId")}</label>
          <InputNumber
            id={`${id}-userId`}
            min={1}
            precision={0}
            value={userId}
            onChange={(value) => setUserId(typeof value === "number" ? value : null)}
          />
        </div>
        <div className="stage-reservations__field">
          <label htmlFor={`${id}-at`}>{t("stage.reservations.at")}</label>
          <DatePicker id={`${id}-at`} showTime={{ format: "HH:mm" }} value={at} onChange={setAt} />
        </div>
        <div className="stage-reservations__field">
          <label htmlFor={`${id}-note`}>{t("stage.reservations.note")}</label>
          <Input id={`${id}-note`} value={note} maxLength={50} onChange={(event) => setNote(event.target.value)} />
        </div>
        <Button type="primary" htmlType="submit" loading={add.isPending} disabled={userId === null || !at}>
          {t("stage.reservations.add")}
        </Button>
      </form>
      {list.data && list.data.length === 0 && <p className="stage-list__empty">{t("stage.reservations.empty")}</p>}
      <ul className="stage-list__seats">
        {(list.data ?? []).map((reservation) => (
          <li key={reservation.id} className="stage-seat">
            <Avatar src={reservation.user.avatar} name={reservation.user.nickname} size={32} />
            <span className="stage-seat__name">
              {reservation.user.nickname}
              <span className="stage-seat__time"> · {dateTime(reservation.at)}</span>
              {reservation.note && <span className="stage-seat__time"> · {reservation.note}</span>}
            </span>
            <span className="stage-seat__actions">
              <Button
                size="small"
                onClick={() =>
                  inviteToStage(roomId, reservation.user.id)
                    .then(onState)
                    .catch(() => undefined)
                }
              >
                {t("stage.reservations.invite", { name: reservation.user.nickname })}
              </Button>
              <Button
                size="small"
                danger
                loading={remove.isPending && remove.variables === reservation.id}
                onClick={() => remove.mutate(reservation.id)}
              >
                {t("stage.reservations.cancel", { name: reservation.user.nickname })}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
