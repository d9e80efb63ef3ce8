import { LANGUAGE_LIST, resolveLang } from "@courtside/protocol";
import { Button, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { saveProfile } from "../../api/profile";
import { useLang } from "../../hooks/useLang";
import { useSessionStore } from "../../stores/session";
import { useSettingsStore } from "../../stores/settings";
import { GlobeIcon } from "../icons/icons";
import { MenuButton } from "../MenuButton/MenuButton";

/** Each language listed by its own name, marked with its tag so screen readers pronounce it right. */
const items: MenuProps["items"] = LANGUAGE_LIST.map((entry) => ({
  key: entry.code,
  label: <span lang={entry.findName}>{entry.name}</span>,
}));

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const current = LANGUAGE_LIST.find((entry) => entry.code === lang);

  const onClick: MenuProps["onClick"] = ({ key }) => {
    const next = resolveLang(key);
    if (!next) return;
    useSettingsStore.getState().setLang(next);
    // The account keeps the language too, so its SMS and pushes follow; a failure changes nothing here.
    if (useSessionStore.getState().isLogin) {
      saveProfile({ languageType: next }, { silent: true }).then(
        useSessionStore.getState().setUserInfo,
        () => undefined,
      );
    }
  };

  return (
    <MenuButton menu={{ items, onClick, selectable: true, selectedKeys: [lang] }}>
      <Button ghost aria-label={t("header.language")} data-testid="lang-switcher" icon={<GlobeIcon />}>
        <span className="lang-switcher__name" lang={current?.findName}>
          {current?.name}
        </span>
      </Button>
    </MenuButton>
  );
}
