import { GROUP_LIMITS, type GroupConfig, type GroupSetInfoBody } from "@courtside/protocol";
import { App, Button, Input, InputNumber, Switch } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { setGroupInfo } from "../../../../api/group";
import { uploadFile } from "../../../../api/upload";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { useDateTime } from "../../../../hooks/useDateTime";
import { mayDo } from "../../group/groupState";

interface SettingsTabProps {
  config: GroupConfig;
  announcerName: string | null;
  onSaved: (next: GroupConfig) => void;
}

/** Name, picture, announcement, my nickname and the switches; each control shown by the powers table. */
export function SettingsTab({ config, announcerName, onSaved }: SettingsTabProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { group, me } = config;
  const seat = { role: me.role, rights: me.rights };
  const editInfo = mayDo(seat, "editInfo");
  const [name, setName] = useState(group.name);
  const [announcement, setAnnouncement] = useState(group.announcement);
  const [nickname, setNickname] = useState(me.nickname);
  const [limit, setLimit] = useState(group.memberLimit);
  const [busy, setBusy] = useState(false);
  const picture = useRef<HTMLInputElement>(null);
  const groupId = group.id;

  const save = (body: Omit<GroupSetInfoBody, "groupId">, quiet = false) => {
    setBusy(true);
    return setGroupInfo({ groupId, ...body })
      .then((next) => {
        onSaved(next);
        if (!quiet) void message.success(t("group.settings.saved"));
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    uploadFile(file, "avatar")
      .then((avatar) => save({ avatar }))
      .catch(() => setBusy(false));
  };

  const date = useDateTime();
  const infoChanged = name.trim() !== group.name || announcement.trim() !== group.announcement;

  return (
    <div className="group-settings">
      <div className="group-settings__head">
        <ImAvatar name={group.name} src={group.avatar} size={56} />
        <div>
          <p className="group-settings__name">{group.name}</p>
          <p className="group-muted">
            {t("group.settings.members", { count: group.memberCount, limit: group.memberLimit })}
          </p>
          {editInfo && (
            <>
              <Button size="small" onClick={() => picture.current?.click()} loading={busy}>
                {t("group.settings.changeAvatar")}
              </Button>
              <input
                ref={picture}
                type="file"
                hidden
                accept="image/png,image/jpeg,image/webp"
                aria-label={t("group.settings.avatar")}
                onChange={(event) => {
                  upload(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </>
          )}
        </div>
      </div>
      {editInfo ? (
        <>
          <div className="group-field">
            <span>{t("group.settings.name")}</span>
            <Input
              value={name}
              aria-label={t("group.settings.name")}
              maxLength={GROUP_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="group-field">
            <span>{t("group.settings.announcement")}</span>
            <Input.TextArea
              value={announcement}
              aria-label={t("group.settings.announcement")}
              maxLength={GROUP_LIMITS.announcementMax}
              autoSize={{ minRows: 2, maxRows: 6 }}
              onChange={(event) => setAnnouncement(event.target.value)}
            />
          </div>
          <Button
            type="primary"
            disabled={!infoChanged || name.trim() === ""}
            loading={busy}
            onClick={() => void save({ name: name.trim(), announcement: announcement.trim() })}
          >
            {t("group.settings.save")}
          </Button>
        </>
      ) : (
        <section className="group-field">
          <span>{t("group.settings.announcement")}</span>
          <p className="group-announcement">{group.announcement || t("group.settings.noAnnouncement")}</p>
        </section>
      )}
      {group.announcement && group.announcementAt !== null && (
        <p className="group-muted">
          {t("group.settings.announcementBy", { name: announcerName ?? "", date: date(group.announcementAt) })}
        </p>
      )}
      <div className="group-field">
        <span>{t("group.settings.nickname")}</span>
        <Input.Search
          value={nickname}
          aria-label={t("group.settings.nickname")}
          maxLength={GROUP_LIMITS.nicknameMax}
          enterButton={t("group.settings.save")}
          onChange={(event) => setNickname(event.target.value)}
          onSearch={(value) => void save({ nickname: value.trim() })}
        />
      </div>
      {mayDo(seat, "muteAll") && (
        <div className="group-switch">
          <span id={`mute-all-${groupId}`}>
            {t("group.settings.muteAll")}
            <small className="group-muted">{t("group.settings.muteAllHint")}</small>
          </span>
          <Switch
            checked={group.muteAll}
            loading={busy}
            aria-labelledby={`mute-all-${groupId}`}
            onChange={(muteAll) => void save({ muteAll }, true)}
          />
        </div>
      )}
      {editInfo && (
        <div className="group-switch">
          <span id={`verify-${groupId}`}>{t("group.settings.joinVerification")}</span>
          <Switch
            checked={group.joinVerification}
            loading={busy}
            aria-labelledby={`verify-${groupId}`}
            onChange={(joinVerification) => void save({ joinVerification }, true)}
          />
        </div>
      )}
      {mayDo(seat, "setMemberLimit") && (
        <div className="group-field">
          <span>{t("group.settings.memberLimit")}</span>
          <span className="group-inline">
            <InputNumber
              min={Math.max(2, group.memberCount)}
              max={1_000_000}
              value={limit}
              aria-label={t("group.settings.memberLimit")}
              onChange={(value) => setLimit(value ?? group.memberLimit)}
            />
            <Button disabled={limit === group.memberLimit} onClick={() => void save({ memberLimit: limit })}>
              {t("group.settings.save")}
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
