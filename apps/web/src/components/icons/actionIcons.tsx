import { Icon } from "./icons";

/** Icons of the buttons beyond the shell, kept out of its chunk; decorative, as the shell's. */
export function HeartIcon() {
  return (
    <Icon>
      <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.3 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />
    </Icon>
  );
}

export function HelpIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.2a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2.2-2.4 3.6M12 17h.01" />
    </Icon>
  );
}

export function LiveIcon() {
  return (
    <Icon>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
    </Icon>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M4 11.5 12 4l8 7.5M6.5 9.5V20h11V9.5" />
    </Icon>
  );
}

export function SignInIcon() {
  return (
    <Icon>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" />
    </Icon>
  );
}

export function GiftIcon() {
  return (
    <Icon>
      <rect x="4" y="9" width="16" height="11" rx="1" />
      <path d="M3 9h18M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" />
    </Icon>
  );
}
