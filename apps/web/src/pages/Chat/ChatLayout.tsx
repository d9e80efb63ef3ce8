import { useTranslation } from "react-i18next";
import { SideNavLayout } from "../../components/SideNav/SideNavLayout";

/** Private messages: message, address book and more, each a page beside this navigation. */
export default function ChatLayout() {
  const { t } = useTranslation();
  const items = [
    { to: "/chat/message", label: t("nav.messages") },
    { to: "/chat/address-book", label: t("nav.addressBook") },
    { to: "/chat/more", label: t("nav.more") },
  ];
  return <SideNavLayout label={t("nav.chat")} items={items} />;
}
