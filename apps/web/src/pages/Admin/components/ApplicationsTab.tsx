import { APPLICATION_STATUS, PAGINATION } from "@courtside/protocol";
import { Empty, Pagination, Segmented, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchApplications } from "../../../api/admin";
import { usePaging } from "../../../hooks/usePaging";
import { useAdminQuery } from "../useAdminQuery";
import { ApplicationCard } from "./ApplicationCard";

type Filter = "underReview" | "approved" | "rejected" | "all";

/** Applications by status, oldest pending first, each with its review actions. */
export function ApplicationsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>("underReview");
  const { page, pageSize, setPage, change } = usePaging();
  const status = filter === "all" ? undefined : APPLICATION_STATUS[filter];
  const list = useAdminQuery(["applications", filter, page, pageSize], (code) =>
    fetchApplications(code, { status, page, pageSize }),
  );

  const filters: Filter[] = ["underReview", "approved", "rejected", "all"];
  return (
    <div className="admin-applications">
      <Segmented<Filter>
        aria-label={t("admin.applications.filter")}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={filters.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
      />
      <Spin spinning={list.isFetching}>
        {list.data && list.data.list.length === 0 && <Empty description={t("admin.applications.empty")} />}
        <ul className="admin-applications__list">
          {list.data?.list.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      </Spin>
      {list.data && list.data.total > pageSize && (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={list.data.total}
          pageSizeOptions={[...PAGINATION.pageSizes]}
          onChange={change}
        />
      )}
    </div>
  );
}
