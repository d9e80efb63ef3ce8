import type { TestApp } from "../../helpers/app.js";
import type { Account, Call } from "../request.js";

/** The people of the suite (see world.ts). */
export interface Cast {
  /** Owns one of everything; an anchor. */
  victim: Account;
  /** Another signed-in user, an anchor too (so the anchor-only code paths are reached). */
  attacker: Account;
  /** The victim's friend: their single chat, a member and admin of their group. */
  friend: Account;
  /** Asks the victim for friendship and to join their group, both still waiting; muted in their room. */
  bystander: Account;
  /** On the victim's blacklist. */
  pest: Account;
}

/**
 * One part of what the victim owns: how it is made, how the victim sees it, and what the attacker
 * tries on it.
 */
export interface Domain<Owned> {
  name: string;
  setUp(t: TestApp, cast: Cast): Promise<Owned>;
  /** Views of the victim's (made with the victim's token, they must succeed and have no effect). */
  views(cast: Cast, owned: Owned): Call[];
  /** What the victim's views do not show, read from the store. */
  stored?(t: TestApp, cast: Cast, owned: Owned): Promise<unknown>;
  /** Calls on the victim's things the attacker must be refused. */
  refused(cast: Cast, owned: Owned): Call[];
  /**
   * Calls naming the victim's things that act, by design, on the caller's own data only (removing
   * "my" push subscription, marking "my" notices read): they may succeed, as a no-op for a caller
   * who holds none, but must change and reveal nothing of the victim's.
   */
  scoped?(cast: Cast, owned: Owned): Call[];
}

/** A domain with its owned things made: its lists, ready to be called. */
export interface Built {
  name: string;
  views: Call[];
  stored(t: TestApp): Promise<unknown>;
  refused: Call[];
  scoped: Call[];
}

export async function build<Owned>(t: TestApp, cast: Cast, domain: Domain<Owned>): Promise<Built> {
  const owned = await domain.setUp(t, cast);
  return {
    name: domain.name,
    views: domain.views(cast, owned),
    stored: async (app) => (domain.stored ? domain.stored(app, cast, owned) : null),
    refused: domain.refused(cast, owned),
    scoped: domain.scoped?.(cast, owned) ?? [],
  };
}
