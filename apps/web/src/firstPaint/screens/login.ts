import authPage from "../../components/AuthPage/AuthPage.css?inline";
import tabStrip from "../../components/TabStrip/TabStrip.css?inline";
import { esc } from "../html";
import type { Screen } from "../screen";

const field = (label: string, className = "fp-input") =>
  `<div class="fp-field"><div class="fp-field__label">${esc(label)}</div><div class="${className}"></div></div>`;

/** Sign-in (pages/Login): the tabs and the password form, empty. */
export const login: Screen = {
  section: null,
  sportsLit: false,
  page: "login",
  styles: [tabStrip, authPage],
  async paint({ t }, draw) {
    draw(
      `<div class="auth-page"><section class="page-frame"><h1 class="page-frame__title">${esc(t("titles.login"))}</h1><div class="page-frame__panel"><div class="tab-strip tab-strip--line auth-page__tabs"><div class="tab-strip__list"><button class="tab-strip__tab is-active">${esc(t("login.accountTab"))}</button><button class="tab-strip__tab">${esc(t("login.phoneTab"))}</button></div>${field(t("account.username"))}${field(t("account.password"), "fp-input fp-input--password")}<span class="fp-btn fp-btn--primary fp-btn--large">${esc(t("login.submit"))}</span></div><p class="auth-page__links"><a>${esc(t("login.register"))}</a><a>${esc(t("login.forgot"))}</a></p></div></section></div>`,
    );
  },
};
