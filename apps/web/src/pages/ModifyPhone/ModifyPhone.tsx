import { useQueryClient } from "@tanstack/react-query";
import { App, Descriptions } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bindPhone } from "../../api/account";
import { VerifyPhoneForm } from "../../components/VerifyPhoneForm/VerifyPhoneForm";
import { maskedPhone } from "../../forms/phone";
import { useSessionStore } from "../../stores/session";

/**
 * Changing the bound phone: a code to the new number (scene `bind`), exchanged for a one-use
 * token, which binds it. The server answers the updated user.
 */
export default function ModifyPhone() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const userInfo = useSessionStore((state) => state.userInfo);
  // A new key after success gives an empty form again.
  const [round, setRound] = useState(0);

  const bind = async (codeToken: string) => {
    const info = await bindPhone({ codeToken }, { silent: true });
    useSessionStore.getState().setUserInfo(info);
    queryClient.setQueryData(["profile"], info);
    setRound((value) => value + 1);
    void message.success({ content: t("accountPages.modifyPhone.done"), key: "accountPages.modifyPhone.done" });
  };

  return (
    <div className="account-form">
      <Descriptions
        className="account-form__current"
        column={1}
        size="small"
        items={[
          {
            key: "current",
            label: t("accountPages.modifyPhone.current"),
            children: maskedPhone(userInfo) ?? t("accountPages.profile.noPhone"),
          },
        ]}
      />
      <VerifyPhoneForm
        key={round}
        scene="bind"
        idPrefix="modify-phone"
        phoneLabel={t("accountPages.modifyPhone.newPhone")}
        submitLabel={t("accountPages.modifyPhone.submit")}
        onVerified={bind}
      />
    </div>
  );
}
