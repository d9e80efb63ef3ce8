import { App } from "antd";
import { useTranslation } from "react-i18next";

/** Asks before deleting; runs `remove` only when the anchor confirms. */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (title: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title,
      content: t("anchor.manage.deleteBody"),
      okText: t("anchor.manage.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        await remove();
        void message.success({ content: t("anchor.manage.deleted"), key: "anchor.deleted" });
      },
    });
}
