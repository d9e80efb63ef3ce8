import { emailSchema, type WhoMayMessage } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Input, Radio, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPrivacy, savePrivacy } from "../../../api/friend";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";

/** Who may message me (everyone or friends only) and the email others can find me by. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const privacy = useQuery({ queryKey: IM_KEYS.privacy, queryFn: ({ signal }) => fetchPrivacy(signal) });
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);

  useEffect(() => {
    setEmail(privacy.data?.email ?? "");
  }, [privacy.data?.email]);

  const save = (body: { whoMayMessage?: WhoMayMessage; email?: string | null }) =>
    savePrivacy(body)
      .then((saved) => {
        queryClient.setQueryData(IM_KEYS.privacy, saved);
        void message.success(t("im.settings.saved"));
      })
      .catch(() => undefined);

  const saveEmail = () => {
    const trimmed = email.trim();
    if (trimmed === "") {
      setEmailError(null);
      void save({ email: null });
      return;
    }
    const checked = emailSchema.safeParse(trimmed);
    if (!checked.success) {
      setEmailError(t("errors.emailInvalid"));
      return;
    }
    setEmailError(null);
    void save({ email: checked.data });
  };

  if (privacy.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (privacy.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("im.settings.loadFailed")}
        action={<Button onClick={() => void privacy.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  return (
    <div className="im-more__privacy">
      <fieldset className="im-more__fieldset">
        <legend className="im-more__setting-title">{t("im.settings.whoMayMessage")}</legend>
        <Radio.Group
          value={privacy.data.whoMayMessage}
          onChange={(event) => void save({ whoMayMessage: event.target.value === "friends" ? "friends" : "everyone" })}
        >
          <Space direction="vertical">
            <Radio value="everyone">{t("im.settings.everyone")}</Radio>
            <Radio value="friends">{t("im.settings.friendsOnly")}</Radio>
          </Space>
        </Radio.Group>
      </fieldset>
      <label className="im-more__setting-title" htmlFor="im-findable-email">
        {t("im.settings.email")}
      </label>
      <p className="im-more__hint">{t("im.settings.emailHint")}</p>
      <Space.Compact block>
        <Input
          id="im-findable-email"
          type="email"
          value={email}
          maxLength={254}
          status={emailError ? "error" : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onPressEnter={saveEmail}
          aria-describedby={emailError ? "im-findable-email-error" : undefined}
        />
        <Button onClick={saveEmail}>{t("im.settings.saveEmail")}</Button>
      </Space.Compact>
      {emailError && (
        <p id="im-findable-email-error" className="im-more__error" role="alert">
          {emailError}
        </p>
      )}
    </div>
  );
}
