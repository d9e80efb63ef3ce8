import sanitizeHtml from "sanitize-html";

/**
 * The allow-list every stored rich text passes (spec section 5): headings, paragraphs, lists,
 * emphasis, quotes, code, rules, tables, links and pictures over http(s). Everything else is
 * dropped with its content where it could run (script, style, iframe, object, svg, math) and
 * unwrapped otherwise; no attribute survives but the listed ones, so no event handler, style
 * (no CSS expressions) or class does; links and pictures keep only http, https and mailto (and
 * relative) addresses, never `javascript:`, `vbscript:` or `data:`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // A link keeps its address and title; `target` and `rel` come only from here, never from the input.
    // An outside link opens in a new tab that gets no handle on this page.
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept = { ...(href === undefined ? {} : { href }), ...(title === undefined ? {} : { title }) };
      const external = /^\s*(https?:|mailto:)/i.test(href ?? "");
      return { tagName, attribs: external ? { ...kept, target: "_blank", rel: "noopener noreferrer nofollow" } : kept };
    },
    b: "strong",
    i: "em",
  },
  allowedSchemesAppliedToAttributes: ["href", "src"],
};

/** The HTML as it may be stored and shown: only the allow-list, trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
