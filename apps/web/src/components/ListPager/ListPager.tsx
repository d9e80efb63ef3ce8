import type { PaginationProps } from "antd";
import { lazy, Suspense } from "react";
import "./ListPager.css";

/**
 * antd's pager with its page-size select is about 45 kB compressed. It sits below the list, so it
 * is fetched after the list has painted; a placeholder of its height keeps the page from moving.
 */
const Pagination = lazy(() => import("antd/es/pagination"));

export function ListPager(props: PaginationProps) {
  return (
    <Suspense fallback={<div className="list-pager__placeholder" />}>
      <Pagination responsive {...props} />
    </Suspense>
  );
}
