import {
  type AdminConfig,
  type Banner,
  type BannerPlacement,
  EMPTY_NAMES,
  type Footer,
  type LocalizedNames,
  type RuntimeLimits,
} from "@courtside/protocol";

/** A banner as the form holds it: times as `datetime-local` text, rooms as typed ids. */
export interface BannerValues {
  id: string;
  text: string;
  texts: LocalizedNames;
  placement: BannerPlacement;
  link: string;
  image: string | null;
  roomIds: string[];
  startAt: string;
  endAt: string;
  visible: boolean;
}

/** The footer as the form holds it: an empty address for none. */
export interface FooterValues {
  email: string;
  notice: LocalizedNames;
  links: Footer["links"];
}

export interface ConfigValues {
  limits: RuntimeLimits;
  footer: FooterValues;
  imMsgTimeout: number;
  roomEnterNotice: boolean;
  banners: BannerValues[];
  offerUpdate: boolean;
  version: string;
  notes: string;
  url: string;
  forced: boolean;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `2026-11-24T18:30` in the browser's time zone, as `datetime-local` fields read and write. */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return "";
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(text: string): number | null {
  if (text.trim() === "") return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export const newBanner = (): BannerValues => ({
  id: `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  text: "",
  texts: EMPTY_NAMES,
  placement: "adv",
  link: "",
  image: null,
  roomIds: [],
  startAt: "",
  endAt: "",
  visible: true,
});

export function toValues(config: AdminConfig): ConfigValues {
  return {
    limits: config.limits,
    footer: { email: config.footer.email ?? "", notice: config.footer.notice, links: config.footer.links },
    imMsgTimeout: config.imMsgTimeout,
    roomEnterNotice: config.roomEnterNotice,
    banners: config.banners.map((banner) => ({
      id: banner.id,
      text: banner.text,
      texts: banner.texts,
      placement: banner.placement,
      link: banner.link ?? "",
      image: banner.image,
      roomIds: banner.roomIds.map(String),
      startAt: toLocalInput(banner.startAt),
      endAt: toLocalInput(banner.endAt),
      visible: banner.visible,
    })),
    offerUpdate: config.appUpdate !== null,
    version: config.appUpdate?.version ?? "",
    notes: config.appUpdate?.notes ?? "",
    url: config.appUpdate?.url ?? "",
    forced: config.appUpdate?.forced ?? false,
  };
}

export function toConfig(values: ConfigValues): AdminConfig {
  const banners: Banner[] = (values.banners ?? []).map((banner) => ({
    id: banner.id,
    text: banner.text.trim(),
    texts: banner.texts ?? EMPTY_NAMES,
    placement: banner.placement,
    link: banner.link.trim() === "" ? null : banner.link.trim(),
    image: banner.image,
    roomIds: (banner.roomIds ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0),
    startAt: fromLocalInput(banner.startAt),
    endAt: fromLocalInput(banner.endAt),
    visible: banner.visible,
  }));
  return {
    limits: values.limits,
    footer: {
      email: values.footer.email.trim() === "" ? null : values.footer.email.trim(),
      notice: values.footer.notice,
      links: values.footer.links ?? [],
    },
    imMsgTimeout: values.imMsgTimeout,
    roomEnterNotice: values.roomEnterNotice,
    banners,
    appUpdate: values.offerUpdate
      ? { version: values.version.trim(), notes: values.notes.trim(), url: values.url.trim(), forced: values.forced }
      : null,
  };
}

/** A link the server takes: a web address or a page of the site. */
export const LINK_PATTERN = /^(https?:\/\/\S+|#\/\S*)$/i;
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){1,3}$/;
