import {
  type EditUserBody,
  editUserBodySchema,
  type RegionNode,
  regionFields,
  regionPath,
  type UserInfo,
} from "@courtside/protocol";
import dayjs, { type Dayjs } from "dayjs";

/** The profile form's values: the user's fields, with birthday as a date and region as a path. */
export interface ProfileValues {
  nickname: string;
  birthday: Dayjs | null;
  gender: number;
  region: string[];
  height: number | null;
  weight: number | null;
  emotionalStatus: number | null;
  hobbies: string;
  intro: string;
}

const DATE_FORMAT = "YYYY-MM-DD";

export function profileValues(user: UserInfo, regions: RegionNode[]): ProfileValues {
  const birthday = user.birthday ? dayjs(user.birthday) : null;
  return {
    nickname: user.nickname,
    birthday: birthday?.isValid() ? birthday : null,
    gender: user.gender,
    region: regionPath(user.province, user.city, regions),
    height: user.height,
    weight: user.weight,
    emotionalStatus: user.emotionalStatus,
    hobbies: user.hobbies,
    intro: user.intro,
  };
}

/** The edit_user body: every profile field, so what the form shows is what is stored. */
export function profileBody(values: ProfileValues): EditUserBody {
  return {
    nickname: values.nickname?.trim() ?? "",
    birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
    gender: values.gender,
    ...regionFields(values.region),
    height: values.height ?? null,
    weight: values.weight ?? null,
    emotionalStatus: values.emotionalStatus ?? null,
    hobbies: values.hobbies?.trim() ?? "",
    intro: values.intro?.trim() ?? "",
  };
}

/** Bounds of the number fields, read from the schema so the inputs and the server agree. */
function bounds(schema: { minValue: number | null; maxValue: number | null }) {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

export const HEIGHT_CM = bounds(editUserBodySchema.shape.height.unwrap().unwrap());
export const WEIGHT_KG = bounds(editUserBodySchema.shape.weight.unwrap().unwrap());
