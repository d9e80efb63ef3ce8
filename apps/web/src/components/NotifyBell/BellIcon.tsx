import { Icon } from "../icons/icons";

/** A bell, drawn inline like the header's other icons; decorative, the button carries the name. */
export function BellIcon() {
  return (
    <Icon>
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </Icon>
  );
}
