import { GROUP_LIMITS, GROUP_RIGHTS, GROUP_ROLE, type GroupMember, type GroupRight } from "@courtside/protocol";
import { Button, Select, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addAdmin, editAdmin, removeAdmin } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { memberName } from "../../group/useGroup";

interface AdminsTabProps {
  groupId: number;
  members: GroupMember[];
  onChanged: () => void;
}

/** The owner's screen: each admin with a switch per right, appointing and demoting. */
export function AdminsTab({ groupId, members, onChanged }: AdminsTabProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<number | null>(null);
  const admins = members.filter((member) => member.role === GROUP_ROLE.admin);
  const plain = members.filter((member) => member.role === GROUP_ROLE.member);

  const toggle = (admin: GroupMember, right: GroupRight, on: boolean) => {
    const rights = on ? [...admin.rights, right] : admin.rights.filter((held) => held !== right);
    editAdmin(groupId, admin.userId, rights)
      .then(onChanged)
      .catch(() => undefined);
  };

  return (
    <div className="group-admins">
      <p className="group-muted">{t("group.admins.limit", { count: GROUP_LIMITS.adminsMax })}</p>
      <div className="group-inline">
        <Select
          className="group-admins__pick"
          value={adding}
          placeholder={t("group.admins.addPlaceholder")}
          aria-label={t("group.admins.addPlaceholder")}
          onChange={setAdding}
          options={plain.map((member) => ({ value: member.userId, label: memberName(member) }))}
        />
        <Button
          type="primary"
          disabled={adding === null}
          onClick={() =>
            adding !== null &&
            addAdmin(groupId, adding, [])
              .then(() => {
                setAdding(null);
                onChanged();
              })
              .catch(() => undefined)
          }
        >
          {t("group.admins.add")}
        </Button>
      </div>
      {admins.length === 0 && <p className="group-muted">{t("group.admins.none")}</p>}
      {admins.map((admin) => {
        const name = memberName(admin);
        return (
          <section key={admin.userId} className="group-admin" aria-label={name}>
            <header className="group-list__item">
              <ImAvatar name={name} src={admin.avatar} size={32} />
              <span className="group-list__body group-list__name">{name}</span>
              <Button
                size="small"
                danger
                onClick={() =>
                  removeAdmin(groupId, admin.userId)
                    .then(onChanged)
                    .catch(() => undefined)
                }
              >
                {t("group.admins.demote")}
              </Button>
            </header>
            {GROUP_RIGHTS.map((right) => {
              const id = `right-${admin.userId}-${right}`;
              return (
                <div key={right} className="group-switch">
                  <span id={id}>{t(`group.admins.right.${right}`)}</span>
                  <Switch
                    size="small"
                    checked={admin.rights.includes(right)}
                    aria-labelledby={id}
                    onChange={(on) => toggle(admin, right, on)}
                  />
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
