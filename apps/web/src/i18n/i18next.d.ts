import "i18next";
import type { Translation } from "./resources";

// Typed keys: `t("titles.login")` is checked against the English file plus the error catalogue.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Translation };
  }
}
