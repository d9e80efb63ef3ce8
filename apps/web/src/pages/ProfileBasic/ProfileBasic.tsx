import { fromVantArea } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchProfile, fetchVantArea } from "../../api/profile";
import { maskedPhone } from "../../forms/phone";
import { AvatarUploader } from "./components/AvatarUploader";
import { ProfileForm } from "./components/ProfileForm";

/** Basic profile: avatar, the read-only account facts, and every editable field. */
export default function ProfileBasic() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: ["profile"], queryFn: ({ signal }) => fetchProfile(signal) });
  const regions = useQuery({
    queryKey: ["vantArea"],
    queryFn: async ({ signal }) => fromVantArea(await fetchVantArea(signal)),
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (profile.isPending || regions.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (profile.isError || regions.isError) {
    return (
      <Result
        status="warning"
        title={t("accountPages.profile.loadFailed")}
        extra={
          <Button onClick={() => void Promise.all([profile.refetch(), regions.refetch()])}>{t("common.retry")}</Button>
        }
      />
    );
  }

  const user = profile.data;
  const phone = maskedPhone(user);
  return (
    <div className="profile">
      <AvatarUploader />
      <Descriptions
        className="profile__account"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: "username", label: t("account.username"), children: user.username },
          {
            key: "phone",
            label: t("account.phone"),
            children: (
              <span className="profile__phone">
                {phone ?? t("accountPages.profile.noPhone")}
                <Link to="/user/info/modifyPhone">
                  {phone ? t("accountPages.profile.changePhone") : t("accountPages.profile.bindPhone")}
                </Link>
              </span>
            ),
          },
        ]}
      />
      {/* Keyed by user so a different account never sees the previous one's values. */}
      <ProfileForm key={user.uid} user={user} regions={regions.data} />
    </div>
  );
}
