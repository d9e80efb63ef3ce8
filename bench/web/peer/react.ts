import { createElement as h, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./peer.css";

/** A first screen of the peer: a heading and a dozen matches, drawn by React, with no calls. */
const MATCHES = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Home ${index + 1} vs Away ${index + 1}`,
  time: `${String(17 + (index % 5)).padStart(2, "0")}:30`,
}));

function App() {
  return h(
    "main",
    null,
    h("header", null, h("h1", null, "Today's matches")),
    h(
      "ul",
      null,
      MATCHES.map((match) => h("li", { key: match.id }, h("strong", null, match.title), h("time", null, match.time))),
    ),
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(h(StrictMode, null, h(App)));
