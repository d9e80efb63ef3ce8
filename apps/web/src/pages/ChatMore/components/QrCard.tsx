import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchCardCode } from "../../../api/friend";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useSessionStore } from "../../../stores/session";

/** The link a phone camera opens: the address book, adding the person of the signed code (source 5). */
export function cardLink(origin: string, pathname: string, code: string): string {
  return `${origin}${pathname}#/chat/address-book?card=${encodeURIComponent(code)}`;
}

/** My QR card: a QR image of my signed card code (the QR library loads only here). */
export function QrCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSessionStore((state) => state.userInfo);
  const card = useQuery({ queryKey: IM_KEYS.card(), queryFn: ({ signal }) => fetchCardCode(undefined, signal) });
  const [image, setImage] = useState<string | null>(null);
  const link = card.data ? cardLink(window.location.origin, window.location.pathname, card.data.code) : null;

  useEffect(() => {
    if (!link) return;
    let cancelled = false;
    void import("qrcode")
      .then((qr) => qr.toDataURL(link, { width: 220, margin: 1, errorCorrectionLevel: "M" }))
      .then((url) => !cancelled && setImage(url))
      .catch(() => !cancelled && setImage(null));
    return () => {
      cancelled = true;
    };
  }, [link]);

  if (card.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("im.qr.loadFailed")}
        action={<Button onClick={() => void card.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  return (
    <div className="im-qr">
      <div className="im-qr__who">
        <ImAvatar name={user?.nickname ?? ""} src={user?.avatar ?? null} size={48} />
        <div>
          <strong>{user?.nickname}</strong>
          <div className="im-more__hint">{t("im.card.id", { id: user?.uid ?? "" })}</div>
        </div>
      </div>
      {image ? (
        <img
          className="im-qr__image"
          src={image}
          width={220}
          height={220}
          alt={t("im.qr.alt", { name: user?.nickname ?? "" })}
        />
      ) : (
        <Skeleton.Image active className="im-qr__image" />
      )}
      <p className="im-more__hint">{t("im.qr.hint")}</p>
      {card.data && (
        <>
          <Typography.Text code className="im-qr__code">
            {card.data.code}
          </Typography.Text>
          <Button
            onClick={() =>
              void navigator.clipboard
                .writeText(card.data.code)
                .then(() => message.success(t("im.action.copied")))
                .catch(() => message.error(t("im.action.copyFailed")))
            }
          >
            {t("im.qr.copy")}
          </Button>
        </>
      )}
    </div>
  );
}
