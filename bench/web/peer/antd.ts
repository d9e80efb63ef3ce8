import { Button, ConfigProvider, List, Pagination, Tabs, Tag } from "antd";
import { createElement as h, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./peer.css";

/**
 * The same first screen as the React peer's, drawn with antd's controls as Courtside's lists are:
 * a band of tabs, a list of matches with a tag and a button each, and a pager.
 */
const MATCHES = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Home ${index + 1} vs Away ${index + 1}`,
  time: `${String(17 + (index % 5)).padStart(2, "0")}:30`,
}));
const SPORTS = ["All", "Football", "Basketball", "Tennis", "Baseball", "Esports", "Volleyball", "Cricket"];

function App() {
  return h(
    "main",
    null,
    h("header", null, h("h1", null, "Today's matches")),
    h(Tabs, { items: SPORTS.map((sport) => ({ key: sport, label: sport })) }),
    h(List<(typeof MATCHES)[number]>, {
      dataSource: MATCHES,
      renderItem: (match) =>
        h(
          List.Item,
          { key: match.id, actions: [h(Button, { key: "book", type: "primary", size: "small" }, "Book")] },
          h("strong", null, match.title),
          " ",
          h(Tag, { color: "blue" }, match.time),
        ),
    }),
    h(Pagination, { total: 120, pageSize: 12, simple: true }),
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    h(StrictMode, null, h(ConfigProvider, { theme: { token: { colorPrimary: "#b91c1c" } } }, h(App))),
  );
