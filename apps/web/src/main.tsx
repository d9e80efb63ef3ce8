// Order matters: zod must be configured before any schema is built (see zodCsp.ts).
import "./zodCsp";
import "./i18n";
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./components/AppProviders/AppProviders";
import { router } from "./router";

const navigate = (path: string) => void router.navigate(path);
const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders navigate={navigate} currentPath={currentPath}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
