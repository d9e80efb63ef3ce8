import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { useLang } from "../../hooks/useLang";
import { useAntdLocale } from "./antdLocales";
import { EffectsBinder } from "./EffectsBinder";
import { FeedbackProvider } from "./FeedbackProvider";
import { queryClient } from "./queryClient";
import { theme } from "./theme";

interface AppProvidersProps {
  children: ReactNode;
  navigate: (path: string) => void;
  currentPath: () => string;
}

/** Theme, antd locale, message context and the query cache around the whole app. */
export function AppProviders({ children, navigate, currentPath }: AppProvidersProps) {
  const locale = useAntdLocale(useLang());
  return (
    // antd spaces out two-character Chinese button labels ("登 录"); our labels are written as meant.
    <ConfigProvider theme={theme} locale={locale} button={{ autoInsertSpace: false }}>
      <FeedbackProvider>
        <QueryClientProvider client={queryClient}>
          <EffectsBinder navigate={navigate} currentPath={currentPath} />
          {children}
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
