import { Skeleton } from "antd";

const ROWS = ["a", "b", "c", "d", "e", "f"];

/** The shape of a day of matches while the first page loads, so the page does not jump. */
export function MatchListSkeleton() {
  return (
    <div className="match-list" aria-busy="true">
      <Skeleton.Input active size="small" className="match-list__skeleton-day" />
      {ROWS.map((row) => (
        <div key={row} className="match-row match-row--skeleton">
          <Skeleton.Input active size="small" block />
          <Skeleton avatar={{ size: 32 }} active title={false} paragraph={{ rows: 1, width: "80%" }} />
          <Skeleton.Button active />
        </div>
      ))}
    </div>
  );
}
