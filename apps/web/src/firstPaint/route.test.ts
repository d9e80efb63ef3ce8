import { describe, expect, it } from "vitest";
import { hasFirstPaint } from "./paths";
import { screenOf } from "./route";
import { anchorList } from "./screens/anchorList";
import { anchorRoom } from "./screens/anchorRoom";
import { login } from "./screens/login";
import { matchList } from "./screens/matchList";

describe("the screens with a first paint", () => {
  it("finds the screen and its number in a hash address", () => {
    expect(screenOf("")).toEqual({ screen: matchList, id: 0 });
    expect(screenOf("#/")).toEqual({ screen: matchList, id: 0 });
    expect(screenOf("#/match/3?page=2")).toEqual({ screen: matchList, id: 3 });
    expect(screenOf("#/anchor/0?list=hot")).toEqual({ screen: anchorList, id: 0 });
    expect(screenOf("#/anchor/room/100002")).toEqual({ screen: anchorRoom, id: 100002 });
    expect(screenOf("#/login?redirect=%2Fuser")).toEqual({ screen: login, id: 0 });
  });

  it("has none for the other screens", () => {
    for (const hash of ["#/match/live/7", "#/match/detail/7", "#/anchor/space/7", "#/user/wallet", "#/search"]) {
      expect(screenOf(hash), hash).toBeNull();
      expect(hasFirstPaint(hash.slice(1)), hash).toBe(false);
    }
  });

  it("agrees with the app on where a first paint stands in", () => {
    for (const path of ["/", "/match/0", "/anchor/2", "/anchor/room/9", "/login"]) {
      expect(hasFirstPaint(path), path).toBe(true);
      expect(screenOf(`#${path}`), path).not.toBeNull();
    }
  });
});
