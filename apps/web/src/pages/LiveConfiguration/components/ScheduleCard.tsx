import type { Match } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/errors";
import { failureText } from "../../../api/failure";
import { appointMatch, fetchMySchedule } from "../../../api/matches";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { StreamedMatchField } from "./StreamedMatchField";

/**
 * The anchor's published schedule: the matches they will stream, shown in their space. A match is
 * added from those live or to come; appointments must be more than 2 hours apart (code 9004).
 */
export function ScheduleCard() {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ["mySchedule"], queryFn: ({ signal }) => fetchMySchedule(signal) });
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const title = (match: Match) => t("matches.versus", { home: match.home.name, away: match.away.name });

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      void message.success({ content: done, key: "schedule" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["mySchedule"] }),
        queryClient.invalidateQueries({ queryKey: ["anchors", "schedule"] }),
      ]);
      return true;
    } catch (error) {
      if (error instanceof ApiError) void message.error({ content: failureText(error), key: "schedule" });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const add = async () => {
    if (chosen === null) return;
    if (await run(() => appointMatch(chosen), t("player.config.scheduleAdded"))) setChosen(null);
  };

  const remove = (match: Match) =>
    modal.confirm({
      title: t("player.config.scheduleRemoveTitle"),
      content: title(match),
      okText: t("player.config.scheduleRemove"),
      okButtonProps: { danger: true },
      cancelText: t("player.config.scheduleKeep"),
      onOk: () => run(() => appointMatch(match.id, true), t("player.config.scheduleRemoved")),
    });

  const list = query.data ?? [];
  return (
    <section className="live-config__card" aria-labelledby="schedule-title" data-testid="schedule-card">
      <h2 id="schedule-title" className="live-config__heading">
        {t("player.config.scheduleTitle")}
      </h2>
      <p className="live-config__hint">{t("player.config.scheduleHint")}</p>
      <Form layout="vertical" requiredMark={false} onFinish={() => void add()}>
        <Form.Item label={t("player.config.scheduleMatch")} htmlFor="schedule-match">
          <StreamedMatchField id="schedule-match" value={chosen} onChange={setChosen} current={null} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={chosen === null} loading={busy}>
          {t("player.config.scheduleAdd")}
        </Button>
      </Form>
      {list.length === 0 ? (
        query.data && <p className="live-config__empty">{t("player.config.scheduleEmpty")}</p>
      ) : (
        <ul className="schedule-list">
          {list.map((match) => (
            <li key={match.id} className="schedule-list__item">
              <span className="schedule-list__texts">
                <span className="schedule-list__when">{format.dateTime(match.startTime)}</span>
                <span className="schedule-list__match">{title(match)}</span>
              </span>
              <Button
                size="small"
                danger
                onClick={() => remove(match)}
                aria-label={t("player.config.scheduleRemoveOne", { match: title(match) })}
              >
                {t("player.config.scheduleRemove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
