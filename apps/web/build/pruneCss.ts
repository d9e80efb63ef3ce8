import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AtRule, Plugin, Rule } from "postcss";

/**
 * The words of a folder's sources that may be class names: literal names ("anchor-card__cover",
 * "is-live") and, ending in "--", the start of names built from a value (`match-status--${key}`).
 */
export function classWords(folder: string): { names: Set<string>; prefixes: string[] } {
  const names = new Set<string>();
  const prefixes: string[] = [];
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) read(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        for (const [word] of readFileSync(path, "utf8").matchAll(/[A-Za-z][\w-]*/g)) {
          if (word.endsWith("--")) prefixes.push(word);
          else names.add(word);
        }
      }
    }
  };
  read(folder);
  return { names, prefixes };
}

/** Whether a selector could match what is drawn: each class it requires is a known word. */
export function selectorUsed(selector: string, words: { names: Set<string>; prefixes: string[] }): boolean {
  // A class under :not() is one an element must lack, so it never rules a selector out.
  const required = selector.replace(/:not\([^)]*\)/g, "").matchAll(/\.(-?[A-Za-z_][\w-]*)/g);
  for (const [, name = ""] of required) {
    if (!words.names.has(name) && !words.prefixes.some((prefix) => name.startsWith(prefix))) return false;
  }
  return true;
}

/**
 * A PostCSS plugin keeping only the rules whose selectors can match markup written from these
 * words, and the @media blocks left with rules: the app's stylesheets, cut to what the first
 * paint draws.
 */
export function pruneCss(words: { names: Set<string>; prefixes: string[] }): Plugin {
  return {
    postcssPlugin: "courtside-prune-css",
    OnceExit(root) {
      root.walkComments((comment) => {
        comment.remove();
      });
      root.walkRules((rule: Rule) => {
        if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
        const kept = rule.selectors.filter((selector) => selectorUsed(selector, words));
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (/^(media|supports|container)$/i.test(atRule.name) && !atRule.nodes?.some((node) => node.type === "rule")) {
          atRule.remove();
        }
      });
    },
  };
}
