import { type AnchorCard, abbreviate } from "@courtside/protocol";
import { Radio } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { anchorRoomPath } from "../../../paths";

interface RoomPickerProps {
  rooms: readonly AnchorCard[];
  value: number;
  onChange: (roomId: number) => void;
}

/** The live rooms covering the match, to switch the player between; the one playing opens in full. */
export function RoomPicker({ rooms, value, onChange }: RoomPickerProps) {
  const { t } = useTranslation();
  const playing = rooms.find((room) => room.id === value);
  return (
    <div className="room-picker">
      <Radio.Group
        className="room-picker__options"
        aria-label={t("player.watch.pick")}
        optionType="button"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        options={rooms.map((room) => ({
          value: room.id,
          label: (
            <span className="room-picker__option">
              <span className="room-picker__name">{room.nickname}</span>
              <span className="room-picker__popularity">
                {t("player.watch.popularity", { shown: abbreviate(room.popularity) })}
              </span>
            </span>
          ),
        }))}
      />
      {playing && (
        <Link className="room-picker__open" to={anchorRoomPath(playing.id)}>
          {t("player.watch.openRoom", { name: playing.nickname })}
        </Link>
      )}
    </div>
  );
}
