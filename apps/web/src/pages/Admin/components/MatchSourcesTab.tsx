import {
  localName,
  type MatchDetail,
  type MatchSource,
  OUTSIDE_PLATFORMS,
  type OutsidePlatform,
  PLATFORM_LABELS,
} from "@courtside/protocol";
import { App, Button, Card, Form, Input, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { saveMatchSources } from "../../../api/admin";
import { fetchMatchDetail } from "../../../api/matches";
import { showFormFailure } from "../../../forms/serverErrors";
import { useDateTime } from "../../../hooks/useDateTime";
import { useLang } from "../../../hooks/useLang";
import { matchLivePath } from "../../../paths";
import { useAdminAction } from "../useAdminQuery";

type Urls = Record<OutsidePlatform, string>;
const HTTPS = /^https:\/\/[^\s/]+\.[^\s]+$/i;

/** A match number, or the address of its page (`…#/match/live/123`). */
export function matchIdOf(text: string): number | null {
  const found = /(?:^|\/)(\d{1,9})\s*$/.exec(text.trim());
  return found ? Number(found[1]) : null;
}

const urlsOf = (sources: readonly MatchSource[]): Urls =>
  Object.fromEntries(
    OUTSIDE_PLATFORMS.map((platform) => [platform, sources.find((source) => source.platform === platform)?.url ?? ""]),
  ) as Urls;

/**
 * The platform list of a match: the super admin finds the match by its number or page address and
 * links it to its broadcasts on outside platforms, which the match page then offers.
 */
export function MatchSourcesTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const dateTime = useDateTime();
  const { message } = App.useApp();
  const [form] = Form.useForm<Urls>();
  const [lookup, setLookup] = useState("");
  const [match, setMatch] = useState<MatchDetail | null>(null);
  const [finding, setFinding] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const save = useAdminAction((code, sources: MatchSource[]) => saveMatchSources(code, match?.id ?? 0, sources));

  const find = async () => {
    const id = matchIdOf(lookup);
    setNotFound(false);
    if (id === null) {
      setNotFound(true);
      return;
    }
    setFinding(true);
    try {
      const found = await fetchMatchDetail(id);
      setMatch(found);
      form.resetFields();
      form.setFieldsValue(urlsOf(found.sources));
    } catch {
      setMatch(null);
      setNotFound(true);
    } finally {
      setFinding(false);
    }
  };

  const submit = async (sources: MatchSource[]) => {
    try {
      const saved = await save.mutateAsync(sources);
      form.setFieldsValue(urlsOf(saved.sources));
      void message.success(t(sources.length ? "admin.sources.saved" : "admin.sources.removed"));
    } catch (error) {
      showFormFailure(form, error);
    }
  };
  const fromForm = (urls: Urls): MatchSource[] =>
    OUTSIDE_PLATFORMS.flatMap((platform) => {
      const url = urls[platform]?.trim() ?? "";
      return url ? [{ platform, url }] : [];
    });

  return (
    <div className="admin-sources">
      <p className="admin-sources__help">{t("admin.sources.help")}</p>
      <form
        className="admin-sources__find"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <Space.Compact className="admin-sources__lookup">
          <Input
            value={lookup}
            onChange={(event) => setLookup(event.target.value)}
            aria-label={t("admin.sources.match")}
            placeholder={t("admin.sources.matchPlaceholder")}
            status={notFound ? "error" : undefined}
          />
          <Button htmlType="submit" loading={finding}>
            {t("admin.sources.find")}
          </Button>
        </Space.Compact>
        {notFound && (
          <p role="alert" className="admin-sources__error">
            {t("admin.sources.notFound")}
          </p>
        )}
      </form>
      {match && (
        <Card
          title={`${match.home.name} – ${match.away.name}`}
          extra={<Link to={matchLivePath(match.id)}>{t("admin.sources.open")}</Link>}
        >
          <p>
            {match.league.name} · {dateTime(match.startTime)}
          </p>
          <Form<Urls> form={form} layout="vertical" onFinish={(urls) => void submit(fromForm(urls))}>
            {OUTSIDE_PLATFORMS.map((platform) => (
              <Form.Item
                key={platform}
                name={platform}
                label={localName(PLATFORM_LABELS[platform], lang)}
                rules={[{ pattern: HTTPS, message: t("admin.sources.badUrl") }]}
              >
                <Input type="url" inputMode="url" placeholder="https://" maxLength={500} />
              </Form.Item>
            ))}
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t("admin.sources.save")}
              </Button>
              <Popconfirm
                title={t("admin.sources.removeConfirm")}
                okText={t("admin.sources.remove")}
                cancelText={t("admin.sources.cancel")}
                onConfirm={() => void submit([])}
              >
                <Button danger disabled={save.isPending}>
                  {t("admin.sources.remove")}
                </Button>
              </Popconfirm>
            </Space>
          </Form>
        </Card>
      )}
    </div>
  );
}
