import { ANCHOR_STATE, type AnchorApplyDetails } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Result, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchApplyDetails } from "../../api/application";
import { useDateTime } from "../../hooks/useDateTime";
import { ApplyForm } from "./ApplyForm";
import "./AnchorApply.css";

interface Props {
  /** Called with the anchor state each time it is read, e.g. to show anchor screens once approved. */
  onState?: (details: AnchorApplyDetails) => void;
}

/**
 * The anchor application: the form for a user who may apply (with the previous answers after a
 * rejection), or the application's state (under review, rejected with the reason, approved, banned).
 */
export function AnchorApply({ onState }: Props) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [reapplying, setReapplying] = useState(false);
  const details = useQuery({
    queryKey: ["anchorApplication"],
    queryFn: async ({ signal }) => {
      const data = await fetchApplyDetails(signal);
      onState?.(data);
      return data;
    },
  });

  if (details.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (details.isError)
    return (
      <Result
        status="warning"
        title={t("admin.apply.loadFailed")}
        extra={<Button onClick={() => void details.refetch()}>{t("common.retry")}</Button>}
      />
    );

  const { anchorState, application } = details.data;
  const form = (title: string, intro: string) => (
    <section className="anchor-apply" aria-labelledby="anchor-apply-title">
      <h2 id="anchor-apply-title" className="anchor-apply__title">
        {title}
      </h2>
      <p className="anchor-apply__intro">{intro}</p>
      <ApplyForm previous={application} onSubmitted={() => setReapplying(false)} />
    </section>
  );

  switch (anchorState) {
    case ANCHOR_STATE.approved:
      return (
        <Result status="success" title={t("admin.apply.approvedTitle")} subTitle={t("admin.apply.approvedBody")} />
      );
    case ANCHOR_STATE.banned:
      return <Result status="error" title={t("errors.anchorBanned")} />;
    case ANCHOR_STATE.permanentlyBanned:
      return <Result status="error" title={t("errors.anchorPermanentlyBanned")} />;
    case ANCHOR_STATE.underReview:
      if (application && !application.complete)
        return form(t("admin.apply.completeTitle"), t("admin.apply.completeIntro"));
      return (
        <Result
          status="info"
          title={t("admin.apply.underReviewTitle")}
          subTitle={t("admin.apply.underReviewBody", { time: dateTime(application?.createdAt ?? Date.now()) })}
        />
      );
    case ANCHOR_STATE.rejected:
      if (reapplying) return form(t("admin.apply.title"), t("admin.apply.intro"));
      return (
        <Result
          status="warning"
          title={t("admin.apply.rejectedTitle")}
          subTitle={
            application?.rejectReason
              ? t("admin.apply.rejectedReason", { reason: application.rejectReason })
              : undefined
          }
          extra={
            <Button type="primary" onClick={() => setReapplying(true)}>
              {t("admin.apply.applyAgain")}
            </Button>
          }
        />
      );
    default:
      return form(t("admin.apply.title"), t("admin.apply.intro"));
  }
}
