import { describe, expect, it } from "vitest";
import { sortFriends } from "./friendSort";

const friend = (id: number, nickname: string, remark = "") => ({ id, nickname, remark });

describe("the friends list order", () => {
  it("sorts by the name I see (my remark, else their nickname), ignoring case", () => {
    const list = [friend(1, "zoe"), friend(2, "Bob", "Ann"), friend(3, "carl"), friend(4, "Bea")];
    expect(sortFriends(list, "en").map((item) => item.id)).toEqual([2, 4, 3, 1]);
  });

  it("keeps numbers in numeric order and equal names by id", () => {
    const list = [friend(5, "fan10"), friend(4, "fan9"), friend(3, "same"), friend(2, "same")];
    expect(sortFriends(list, "en").map((item) => item.id)).toEqual([4, 5, 2, 3]);
  });
});
