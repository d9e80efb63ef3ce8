import type { Lang, RichTextKind } from "@courtside/protocol";
import { DOCUMENT_LOCALES } from "../../i18n/documentLocales";
import { PLAYER_LOCALES } from "../../i18n/playerLocales";
import { FAQ_QUESTIONS, PRIVACY_SECTIONS, RULES_SECTIONS, SERVICE_SECTIONS, TUTORIAL_SECTIONS } from "./sections";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const paragraphs = (body: string) =>
  body
    .split("\n")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");

type Section = { title: string; body: string };
const numbered = (intro: string, keys: readonly string[], sections: Record<string, Section | string>) =>
  `<p>${escapeHtml(intro)}</p>${keys
    .map((key, index) => {
      const section = sections[key] as Section;
      return `<h2>${index + 1}. ${escapeHtml(section.title)}</h2>${paragraphs(section.body)}`;
    })
    .join("")}`;

/**
 * A built-in text (the locale files' version) as HTML, in any language: where the console's editor
 * starts while nothing is saved for that language.
 */
export async function builtInHtml(kind: RichTextKind, lang: Lang): Promise<string> {
  if (kind === "tutorial" || kind === "liveRules") {
    const player = (await PLAYER_LOCALES[lang]()).default;
    const text = kind === "tutorial" ? player.tutorial : player.spec;
    return numbered(text.intro, kind === "tutorial" ? TUTORIAL_SECTIONS : RULES_SECTIONS, text);
  }
  const documents = (await DOCUMENT_LOCALES[lang]()).default;
  if (kind === "faq") {
    const faq = documents.faq;
    return `<p>${escapeHtml(faq.intro)}</p>${FAQ_QUESTIONS.map(
      (key) => `<h3>${escapeHtml(faq[key].q)}</h3>${paragraphs(faq[key].a)}`,
    ).join("")}`;
  }
  if (kind === "serviceAgreement") {
    return numbered(documents.serviceAgreement.intro, SERVICE_SECTIONS, documents.serviceAgreement);
  }
  return numbered(documents.privacyAgreement.intro, PRIVACY_SECTIONS, documents.privacyAgreement);
}
