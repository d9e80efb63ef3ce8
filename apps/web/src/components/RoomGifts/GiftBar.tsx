import { type Gift, localName, WALLET_LIMITS } from "@courtside/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, InputNumber, Skeleton } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { sendGift } from "../../api/gift";
import { useLang } from "../../hooks/useLang";
import { loginPath } from "../../paths";
import { GiftIcon } from "../icons/actionIcons";
import { newIdempotencyKey, useGifts, useUid, useWallet } from "./queries";

/** The gift catalogue of the room, with a count and the viewer's balance. */
export function GiftBar({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const uid = useUid();
  const gifts = useGifts();
  const wallet = useWallet();
  const [selected, setSelected] = useState<Gift | null>(null);
  const [count, setCount] = useState(1);
  // One key per intended send: a network retry of the same click reuses it.
  const key = useRef(newIdempotencyKey());

  const send = useMutation({
    mutationFn: (gift: Gift) => sendGift({ roomId, giftId: gift.id, count, idempotencyKey: key.current }),
    onSuccess: (result) => {
      key.current = newIdempotencyKey();
      queryClient.setQueryData(["wallet", uid, "info"], (old: unknown) =>
        old && typeof old === "object" ? { ...old, coins: result.coins } : old,
      );
      void message.success(t("wallet.gifts.sent"));
    },
    onError: () => {
      key.current = newIdempotencyKey();
    },
  });

  if (gifts.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (gifts.isError) return <p className="room-gifts__note">{t("wallet.gifts.loadFailed")}</p>;
  const isOwnRoom = uid === roomId;
  const cost = (selected?.price ?? 0) * count;
  const coins = wallet.data?.coins;

  return (
    <div className="gift-bar" data-testid="gift-bar">
      <ul className="gift-bar__grid" aria-label={t("wallet.gifts.title")}>
        {gifts.data.map((gift) => (
          <li key={gift.id}>
            <button
              type="button"
              className={selected?.id === gift.id ? "gift-bar__gift is-selected" : "gift-bar__gift"}
              aria-pressed={selected?.id === gift.id}
              onClick={() => setSelected(gift)}
            >
              <img src={gift.image} alt="" width={40} height={40} />
              <span className="gift-bar__name">{localName(gift.names, lang)}</span>
              <span className="gift-bar__price">
                {t("wallet.gifts.price", { price: gift.price, count: gift.price })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="gift-bar__actions">
        {uid > 0 && coins !== undefined && (
          <span className="gift-bar__balance" data-testid="gift-balance">
            {t("wallet.gifts.balance", { coins, count: coins })}
          </span>
        )}
        <InputNumber
          aria-label={t("wallet.gifts.count")}
          min={1}
          max={WALLET_LIMITS.giftCountMax}
          precision={0}
          value={count}
          onChange={(value) => setCount(value ?? 1)}
          size="small"
        />
        <Button
          type="primary"
          size="small"
          icon={<GiftIcon />}
          disabled={!selected || isOwnRoom || (coins !== undefined && cost > coins)}
          loading={send.isPending}
          onClick={() => {
            if (uid === 0) {
              navigate(loginPath(location.pathname + location.search));
              return;
            }
            if (selected) send.mutate(selected);
          }}
        >
          {selected ? t("wallet.gifts.sendFor", { coins: cost, count: cost }) : t("wallet.gifts.pick")}
        </Button>
      </div>
    </div>
  );
}
