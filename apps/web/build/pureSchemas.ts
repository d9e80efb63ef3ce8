import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SCHEMAS = fileURLToPath(new URL("../../../packages/protocol/src/schemas/", import.meta.url));
const WEB_SOURCES = fileURLToPath(new URL("../src/", import.meta.url));

/** The protocol package's modules (not its tests). */
const PROTOCOL_MODULE = /[\\/]packages[\\/]protocol[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/**
 * A top-level `const` whose value is a call, possibly on a chain of members and over several lines
 * (`export const a = z.object(…)`, `const b = pageOf(c)`, `const d = e\n  .extend(…)`).
 */
const CALL_DECLARATION =
  /^((?:export )?const [\w$]+(?::[^=\n]+)? = )(?=[\w$]+(?:\s*\.\s*[\w$]+)*\s*(?:<[^>\n]*>)?\()/gm;

/** A top-level function, or a `const` holding a call's result or an arrow function. */
const SCHEMA_NAME =
  /^(?:export )?(?:function ([\w$]+)|const ([\w$]+)(?::[^=\n]+)? = (?:[\w$.\s]+(?:<[^>\n]*>)?\(|(?:<[^>\n]*>)?\([^)\n]*\)\s*(?::[^=\n]+)?=>))/gm;

/** Marks each such value pure: built only if something the page runs uses it. */
export function markPure(code: string): string {
  return code.replace(CALL_DECLARATION, "$1/* @__PURE__ */ ");
}

/** The names the protocol's schema modules give their schemas and the helpers building them. */
export function schemaNames(sources: string[]): string[] {
  const names = new Set<string>();
  for (const code of sources) {
    for (const match of code.matchAll(SCHEMA_NAME)) names.add(match[1] ?? match[2] ?? "");
  }
  names.delete("");
  return [...names].sort();
}

/** Names the web app declares, or imports from elsewhere than the protocol. */
export function namesOwnedBy(sources: string[], names: string[]): Set<string> {
  return new Set(
    names.filter((name) => {
      const word = name.replaceAll("$", "\\$");
      const declared = new RegExp(`\\b(?:function|const|let|var|class)\\s+${word}\\b`);
      const imported = new RegExp(`import\\s*\\{[^}]*\\b${word}\\b[^}]*\\}\\s*from\\s*"(?!@courtside/protocol")`);
      return sources.some((code) => declared.test(code) || imported.test(code));
    }),
  );
}

function sourcesIn(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(test)
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

/**
 * The protocol's modules build their zod schemas as they load, and the bundler drops a schema no
 * page uses only if building it has no other effect as far as it can tell. `manualPureFunctions:
 * ["z"]` covers `z.object(…)` but not a schema made by a helper (`pageOf(…)`, `lineText()`) or from
 * another schema (`idSchema.optional()`, `base.extend(…)`): those stayed in the pages' chunks and
 * were built at each start. So each top-level value the protocol builds by a call is marked pure,
 * and its schemas' and helpers' names are pure functions to the bundler, calls on them included
 * (not a name the web app declares itself, or takes from elsewhere).
 */
export function pureSchemas(): Plugin {
  return {
    name: "courtside:pure-schemas",
    apply: "build",
    enforce: "pre",
    config() {
      const protocol = sourcesIn(SCHEMAS, (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
      const web = sourcesIn(WEB_SOURCES, (file) => /\.tsx?$/.test(file));
      const names = schemaNames(protocol);
      const owned = namesOwnedBy(web, names);
      const pure = names.filter((name) => !owned.has(name));
      return { build: { rolldownOptions: { treeshake: { manualPureFunctions: ["z", ...pure] } } } };
    },
    transform(code, id) {
      return PROTOCOL_MODULE.test(id) ? { code: markPure(code), map: null } : undefined;
    },
  };
}
