import { useTranslation } from "react-i18next";
import { SideNavLayout } from "../../components/SideNav/SideNavLayout";
import { PATHS } from "../../paths";

/** The personal centre's sections; each is a page beside this navigation. */
export default function PersonalCentre() {
  const { t } = useTranslation();
  const items = [
    { to: "/user/info", label: t("titles.myProfile") },
    { to: "/user/attention", label: t("titles.myFollows") },
    { to: "/user/bookings", label: t("titles.myBookings") },
    { to: "/user/wallet", label: t("wallet.title") },
    { to: "/user/configuration", label: t("titles.liveConfiguration") },
    { to: "/user/datas", label: t("titles.liveData") },
    { to: "/user/tutorial", label: t("titles.liveTutorial") },
    { to: "/user/specification", label: t("titles.liveSpecification") },
    { to: PATHS.faq, label: t("titles.liveFaq") },
  ];
  return <SideNavLayout label={t("nav.personalCentre")} items={items} />;
}
