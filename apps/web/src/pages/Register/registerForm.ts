import type { RegisterBody } from "@courtside/protocol";

export interface RegisterValues {
  username?: string;
  password?: string;
  confirmPassword?: string;
  areaCode?: string;
  phone?: string;
  smsCode?: string;
  asAnchor?: boolean;
  agree?: boolean;
}

/**
 * The registration body from the form: the phone is optional, so its three fields are sent only
 * when a phone is given (an empty area code left from the select must not count as one).
 */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const phone = values.phone?.trim() ?? "";
  const body: RegisterBody = {
    username: values.username ?? "",
    password: values.password ?? "",
    confirmPassword: values.confirmPassword ?? "",
    agree: values.agree === true,
    asAnchor: values.asAnchor === true,
  };
  if (!phone) return body;
  return { ...body, phone, areaCode: values.areaCode ?? "", smsCode: values.smsCode?.trim() || undefined };
}
