import { App } from "antd";
import { useEffect } from "react";
import { attachFeedback } from "./feedback";

function Attach() {
  const feedback = App.useApp();
  useEffect(() => attachFeedback(feedback), [feedback]);
  return null;
}

/** antd's App, rendering the holders of messages, notifications and dialogs (fetched on demand: see feedback.ts). */
export default function FeedbackHolder() {
  return (
    <App component={false}>
      <Attach />
    </App>
  );
}
