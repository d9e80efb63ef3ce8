import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { antdStylesReady } from "./antdStyles";
import { AppProviders } from "./components/AppProviders/AppProviders";
import { loadAntdLocale } from "./components/AppProviders/antdLocales";
import { queryClient } from "./components/AppProviders/queryClient";
import { firstScreenData } from "./firstScreenData";
import { i18nReady } from "./i18n";
import { nextTask } from "./nextTask";
import { createAppRouter } from "./router";
import { prefetchShell } from "./shellPrefetch";
import { useSettingsStore } from "./stores/settings";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

async function start(container: HTMLElement): Promise<void> {
  // The modules' evaluation and the router's first load are each a task of their own.
  await nextTask();
  const router = createAppRouter();
  prefetchShell(queryClient);
  const navigate = (path: string) => void router.navigate(path);
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  // The router has started fetching the first screen's code; the language's texts and antd's
  // stylesheet come alongside it, and the first render waits for them so it is translated and
  // styled from the start (and happens even if they fail to arrive: the screens still work, with
  // antd's English and with the styles antd then generates). Behind a first paint, it also waits
  // for the screen's own calls (firstScreenData.ts).
  await Promise.allSettled([
    i18nReady,
    loadAntdLocale(useSettingsStore.getState().lang),
    antdStylesReady(),
    firstScreenData(router),
  ]);
  // As a transition, React renders the first screen in slices and lets the browser breathe in
  // between, instead of one long task that a phone's slower CPU would stretch to a second or more.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders navigate={navigate} currentPath={currentPath}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start(root);
