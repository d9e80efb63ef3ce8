import { SPORTS, type SportKey } from "@courtside/protocol";

const isSportKey = (key: string): key is SportKey => Object.hasOwn(SPORTS, key);

/** Every sport in the protocol's order, as `admin.sports.<key>` labels with their ids. */
export const SPORT_LIST: { key: SportKey; id: number }[] = Object.keys(SPORTS)
  .filter(isSportKey)
  .map((key) => ({ key, id: SPORTS[key] }));

/** The label key of a sport id, if it is one. */
export const sportKey = (id: number): SportKey | undefined => SPORT_LIST.find((sport) => sport.id === id)?.key;
