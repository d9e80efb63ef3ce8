import {
  FRIEND_SOURCE,
  type FriendSource,
  friendQuerySchema,
  parseCardCode,
  type SearchSource,
  type UserCard,
} from "@courtside/protocol";
import { Alert, Button, Empty, Input, Modal, Radio, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/errors";
import { failureText } from "../../../api/failure";
import { resolveCard, searchFriend } from "../../../api/friend";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";

const MODES = ["id", "username", "phone", "email", "qr"] as const;
type Mode = (typeof MODES)[number];

const SOURCE_OF: Record<Exclude<Mode, "qr">, SearchSource> = {
  id: FRIEND_SOURCE.id,
  username: FRIEND_SOURCE.username,
  phone: FRIEND_SOURCE.phone,
  email: FRIEND_SOURCE.email,
};

interface AddFriendDialogProps {
  open: boolean;
  /** A card code from a scanned QR link (`?card=`), resolved at once. */
  initialCode: string | null;
  onClose: () => void;
  /** Opens a found person's card, with how they were found. */
  onFound: (user: UserCard, source: FriendSource) => void;
}

/**
 * Add friend (spec section 5): find someone by ID, username, phone or email (sources 1–4), or by
 * the text of their QR code or a shared card (5, 6). Input takes only letters, digits and symbols.
 */
export function AddFriendDialog({ open, initialCode, onClose, onFound }: AddFriendDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("id");
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<UserCard[] | null>(null);
  const [left, setLeft] = useState<number | null>(null);

  const fail = (failure: unknown) => setError(failure instanceof ApiError ? failureText(failure) : t("network.failed"));

  const resolve = (text: string) => {
    const code = parseCardCode(text);
    if (!code) {
      setError(t("errors.cardInvalid"));
      return;
    }
    setBusy(true);
    resolveCard(code, FRIEND_SOURCE.qrCode)
      .then((user) => {
        setResults([user]);
        onFound(user, FRIEND_SOURCE.qrCode);
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };

  // Only when the dialog opens with a code from the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolving once per opening
  useEffect(() => {
    if (open && initialCode) {
      setMode("qr");
      setQuery(initialCode);
      resolve(initialCode);
    }
  }, [open, initialCode]);

  const search = () => {
    setError(null);
    setResults(null);
    if (mode === "qr") {
      resolve(query);
      return;
    }
    const checked = friendQuerySchema.safeParse(query);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message === "friendQueryEmpty" ? "friendQueryEmpty" : "friendQueryRule";
      setError(t(`errors.${key}`));
      return;
    }
    setBusy(true);
    searchFriend(checked.data, SOURCE_OF[mode])
      .then((answer) => {
        setResults(answer.users);
        setLeft(answer.searchesLeft);
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };

  const placeholders: Record<Mode, string> = {
    id: t("im.add.byId"),
    username: t("im.add.byUsername"),
    phone: t("im.add.byPhone"),
    email: t("im.add.byEmail"),
    qr: t("im.add.byQr"),
  };

  return (
    <Modal open={open} title={t("im.add.title")} onCancel={onClose} footer={null} destroyOnHidden>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={mode}
        onChange={(event) => {
          const next = MODES.find((candidate) => candidate === event.target.value) ?? "id";
          setMode(next);
          setError(null);
          setResults(null);
        }}
        aria-label={t("im.add.how")}
        options={[
          { value: "id", label: t("im.add.id") },
          { value: "username", label: t("im.add.username") },
          { value: "phone", label: t("im.add.phone") },
          { value: "email", label: t("im.add.email") },
          { value: "qr", label: t("im.add.qr") },
        ]}
        className="im-add__modes"
      />
      {mode === "qr" ? (
        <div className="im-add__qr">
          <Input.TextArea
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={placeholders.qr}
            aria-label={placeholders.qr}
          />
          <Button type="primary" onClick={search} loading={busy}>
            {t("im.add.find")}
          </Button>
        </div>
      ) : (
        <Input.Search
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onSearch={search}
          enterButton={t("im.add.find")}
          loading={busy}
          placeholder={placeholders[mode]}
          aria-label={placeholders[mode]}
          maxLength={64}
          inputMode={mode === "id" || mode === "phone" ? "numeric" : mode === "email" ? "email" : "text"}
        />
      )}
      {error && <Alert className="im-add__error" type="error" showIcon role="alert" title={error} />}
      {left !== null && <p className="im-add__left">{t("im.add.searchesLeft", { count: left })}</p>}
      {results?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("errors.userNotFound")} />}
      <ul className="im-book__list">
        {results?.map((user) => (
          <li key={user.id}>
            <button type="button" className="im-person" onClick={() => onFound(user, user.source)}>
              <ImAvatar name={user.nickname} src={user.avatar} />
              <span className="im-person__text">
                <span className="im-person__name">{user.remark || user.nickname}</span>
                <span className="im-person__status">
                  {t("im.card.username", { username: user.username })}
                  {user.phone ? ` · ${user.phone}` : ""}
                </span>
              </span>
              {user.isFriend ? (
                <Tag color="green">{t("im.add.isFriend")}</Tag>
              ) : user.applied ? (
                <Tag color="orange">{t("im.add.applied")}</Tag>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
