import { PLAYBACK_RATES } from "@courtside/protocol";
import { Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { ratesDescending } from "./timeline";

interface RateMenuProps {
  rate: number;
  rates?: readonly number[];
  onChange: (rate: number) => void;
}

/** The replay's playback speed, listed fastest first (spec section 9). */
export function RateMenu({ rate, rates = PLAYBACK_RATES, onChange }: RateMenuProps) {
  const { t } = useTranslation();
  const items = ratesDescending(rates).map((value) => ({
    key: String(value),
    label: `${value}×`,
  }));
  return (
    <Dropdown
      trigger={["click"]}
      placement="top"
      menu={{ items, selectable: true, selectedKeys: [String(rate)], onClick: ({ key }) => onChange(Number(key)) }}
    >
      <button type="button" className="player__button player__rate" aria-label={t("player.speed", { rate })}>
        {`${rate}×`}
      </button>
    </Dropdown>
  );
}
