import { LANGUAGE_LIST } from "@courtside/protocol";

const cache = new Map<string, Intl.PluralRules>();

/**
 * The plural rules of one of our languages. Our codes are not all BCP 47 tags ("tw" is Twi to
 * Intl, "por" is unknown to some engines), so the rules come from the language's tag.
 */
export function pluralRules(code: string, type: Intl.PluralRuleType = "cardinal"): Intl.PluralRules {
  const tag = LANGUAGE_LIST.find((entry) => entry.code === code)?.findName ?? code;
  const key = `${tag}:${type}`;
  let rules = cache.get(key);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(tag, { type });
    } catch {
      rules = new Intl.PluralRules("en", { type });
    }
    cache.set(key, rules);
  }
  return rules;
}

/** The plural forms (`_one`, `_other`, …) a language's texts need for the counts people see. */
export function pluralForms(code: string): Set<Intl.LDMLPluralRule> {
  const rules = pluralRules(code);
  const forms = new Set<Intl.LDMLPluralRule>();
  // Whole numbers: small ones cover every form but those of large round numbers (Portuguese "many").
  for (let n = 0; n <= 1000; n += 1) forms.add(rules.select(n));
  for (const n of [1e6, 2e6, 1e9]) forms.add(rules.select(n));
  return forms;
}
