import { SPORTS } from "@courtside/protocol";

/**
 * A period of the score-by-period table, as a key of `matches.periods.*` and its number. The server
 * labels periods in a short code ("H1", "Q3", "S2", "OT") that we word per language.
 */
export type PeriodLabel =
  | { key: "half" | "quarter" | "set" | "volleyballSet"; n: number }
  | { key: "overtime" }
  | { key: "raw"; text: string };

export function periodLabel(label: string, sportId: number): PeriodLabel {
  if (label === "OT") return { key: "overtime" };
  const match = /^([HQS])(\d+)$/.exec(label);
  const n = Number(match?.[2]);
  switch (match?.[1]) {
    case "H":
      return { key: "half", n };
    case "Q":
      return { key: "quarter", n };
    // Tennis and volleyball both play sets; Chinese calls a tennis set 盘 and a volleyball one 局.
    case "S":
      return { key: sportId === SPORTS.volleyball ? "volleyballSet" : "set", n };
    default:
      return { key: "raw", text: label };
  }
}
