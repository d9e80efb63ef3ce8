import { FRIEND_SOURCE, type FriendItem, type FriendSource, parseCardCode, type UserCard } from "@courtside/protocol";
import { Badge, Button, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type CardPerson, UserCardDialog } from "../../components/ImUserCard/UserCardDialog";
import { useImStore } from "../../stores/im";
import { AddFriendDialog } from "./components/AddFriendDialog";
import { BlacklistTab } from "./components/BlacklistTab";
import { FriendsTab } from "./components/FriendsTab";
import { NewFriendsTab } from "./components/NewFriendsTab";
import "./AddressBook.css";

const TABS = ["friends", "new", "blacklist"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** Contacts (spec section 2): friends with their status, new friends, the blacklist, and adding a friend. */
export default function AddressBook() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pending = useImStore((state) => state.pendingApplications);
  const tabParam = params.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "friends";
  // A scanned QR link brings `?card=<code>`: the add dialog opens on that person.
  const cardCode = parseCardCode(params.get("card") ?? "");
  const [adding, setAdding] = useState(cardCode !== null);
  const [card, setCard] = useState<{ person: CardPerson; source: FriendSource } | null>(null);

  const openFriend = (friend: FriendItem) =>
    setCard({
      person: { ...friend, presence: { online: friend.online, lastSeenAt: friend.lastSeenAt } },
      source: FRIEND_SOURCE.id,
    });
  const openFound = (user: UserCard, source: FriendSource) => setCard({ person: user, source });

  return (
    <section className="im-book">
      <div className="im-book__head">
        <h1 className="page-frame__title">{t("titles.addressBook")}</h1>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t("im.add.title")}
        </Button>
      </div>
      <div className="page-frame__panel">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === "friends" ? {} : { tab: key }, { replace: true })}
          items={[
            { key: "friends", label: t("im.friends.tab"), children: <FriendsTab onOpen={openFriend} /> },
            {
              key: "new",
              label: (
                <Badge count={pending} size="small" offset={[8, -2]} overflowCount={99}>
                  <span>{t("im.applications.tab")}</span>
                </Badge>
              ),
              children: <NewFriendsTab />,
            },
            { key: "blacklist", label: t("im.blacklist.tab"), children: <BlacklistTab /> },
          ]}
        />
      </div>
      <AddFriendDialog
        open={adding}
        initialCode={cardCode}
        onClose={() => {
          setAdding(false);
          if (cardCode) setParams({}, { replace: true });
        }}
        onFound={openFound}
      />
      <UserCardDialog
        person={card?.person ?? null}
        source={card?.source ?? FRIEND_SOURCE.id}
        onClose={() => setCard(null)}
      />
    </section>
  );
}
