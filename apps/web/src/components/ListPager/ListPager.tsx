import type { PaginationProps } from "antd";
import { lazy, Suspense } from "react";
import { AfterCommit } from "../AfterCommit/AfterCommit";
import "./ListPager.css";

/**
 * antd's pager with its page-size select is about 45 kB compressed. It sits below the list, so it
 * is fetched after the list has painted; a placeholder of its height keeps the page from moving.
 * It is also drawn in a render of its own after the list's first commit: its breakpoint watch and
 * its select set state as they mount, which would render again within the list's commit and pull
 * the whole screen's effects into that same long task.
 */
const Pagination = lazy(() => import("antd/es/pagination"));

export function ListPager(props: PaginationProps) {
  const placeholder = <div className="list-pager__placeholder" />;
  return (
    <AfterCommit fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <Pagination responsive {...props} />
      </Suspense>
    </AfterCommit>
  );
}
