import { editUserBodySchema, REGIONS } from "@courtside/protocol";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { userInfoFixture } from "../../testing/userInfo";
import { HEIGHT_CM, profileBody, profileValues, WEIGHT_KG } from "./profileForm";

const user = userInfoFixture();

describe("profile form", () => {
  it("shows the stored profile, with the region as a picker path", () => {
    const values = profileValues(user, REGIONS);
    expect(values.birthday?.format("YYYY-MM-DD")).toBe("1995-04-30");
    expect(values.region).toEqual(["中国 (China)", "广东 (Guangdong)", "深圳 (Shenzhen)"]);
  });

  it("sends every field back in the edit_user shape, valid for the schema", () => {
    const body = profileBody({
      ...profileValues(user, REGIONS),
      nickname: "  New name ",
      birthday: dayjs("2000-01-02"),
    });
    expect(body).toEqual({
      nickname: "New name",
      birthday: "2000-01-02",
      gender: 1,
      province: "广东 (Guangdong)",
      city: "深圳 (Shenzhen)",
      height: 178,
      weight: 70,
      emotionalStatus: 1,
      hobbies: "football",
      intro: "Hi",
    });
    expect(editUserBodySchema.safeParse(body).success).toBe(true);
  });

  it("clears optional fields as null or empty", () => {
    const values = { ...profileValues(user, REGIONS), birthday: null, region: [], height: null, emotionalStatus: null };
    const body = profileBody(values);
    expect(body).toMatchObject({ birthday: null, province: "", city: "", height: null, emotionalStatus: null });
    expect(editUserBodySchema.safeParse(body).success).toBe(true);
  });

  it("reads an unparsable stored birthday as unset", () => {
    expect(profileValues({ ...user, birthday: "not a date" }, REGIONS).birthday).toBeNull();
  });

  it("takes the number bounds from the schema", () => {
    expect(HEIGHT_CM).toEqual({ min: 50, max: 250 });
    expect(WEIGHT_KG).toEqual({ min: 20, max: 300 });
  });
});
