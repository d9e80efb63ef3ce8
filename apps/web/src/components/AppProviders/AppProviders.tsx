import { QueryClientProvider } from "@tanstack/react-query";
import { App, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { useLang } from "../../hooks/useLang";
import { ANTD_LOCALES, applyDayjsLocale } from "./antdLocales";
import { EffectsBinder } from "./EffectsBinder";
import { queryClient } from "./queryClient";
import { theme } from "./theme";

interface AppProvidersProps {
  children: ReactNode;
  navigate: (path: string) => void;
  currentPath: () => string;
}

/** Theme, antd locale, message context and the query cache around the whole app. */
export function AppProviders({ children, navigate, currentPath }: AppProvidersProps) {
  const lang = useLang();
  // Before the pickers below render, so a language switch names months in the new language at once.
  applyDayjsLocale(lang);
  return (
    // antd spaces out two-character Chinese button labels ("登 录"); our labels are written as meant.
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[lang]} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <EffectsBinder navigate={navigate} currentPath={currentPath} />
          {children}
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
