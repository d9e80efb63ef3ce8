import { Checkbox } from "antd";
import { useTranslation } from "react-i18next";
import { SPORT_LIST } from "./sports";

interface Props {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  labelledBy: string;
}

/**
 * The sports checkboxes as a labelled group. Form.Item hands its control `aria-required`, which a
 * group may not carry (axe: aria-allowed-attr), so only the value, change and id are passed on.
 */
export function SportsField({ id, value, onChange, labelledBy }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset id={id} aria-labelledby={labelledBy} className="anchor-apply-sports">
      <Checkbox.Group
        value={value}
        onChange={(next) => onChange?.(next as number[])}
        options={SPORT_LIST.map(({ key, id: sportId }) => ({ value: sportId, label: t(`admin.sports.${key}`) }))}
      />
    </fieldset>
  );
}
