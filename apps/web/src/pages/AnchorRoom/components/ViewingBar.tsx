import { Switch } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DANMAKU_DENSITIES, type DanmakuDensity, useViewingStore } from "../../../stores/viewing";

/** Under the player: comments over the video on or off, their density, and theatre mode. */
export function ViewingBar() {
  const { t } = useTranslation();
  const densityId = useId();
  const commentsId = useId();
  const { danmaku, density, theatre, set } = useViewingStore();
  return (
    <fieldset className="viewing-bar">
      <legend className="visually-hidden">{t("room.viewing.label")}</legend>
      <span className="viewing-bar__item">
        <Switch id={commentsId} size="small" checked={danmaku} onChange={(on) => set({ danmaku: on })} />
        <label htmlFor={commentsId}>{t("room.viewing.comments")}</label>
      </span>
      <span className="viewing-bar__item">
        <label htmlFor={densityId}>{t("room.viewing.density")}</label>
        <select
          id={densityId}
          value={density}
          disabled={!danmaku}
          onChange={(event) => set({ density: event.target.value as DanmakuDensity })}
        >
          {DANMAKU_DENSITIES.map((value) => (
            <option key={value} value={value}>
              {t(`room.viewing.densities.${value}`)}
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className="viewing-bar__theatre"
        aria-pressed={theatre}
        onClick={() => set({ theatre: !theatre })}
      >
        {t("room.viewing.theatre")}
      </button>
    </fieldset>
  );
}
