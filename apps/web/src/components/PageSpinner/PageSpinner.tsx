import { Spin } from "antd";

/** Shown while the first screen's code loads. Text-free, as translations may not be ready yet. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size="large" />
    </div>
  );
}
