import type { AnchorApplication, AnchorApplyBody } from "@courtside/protocol";
import type { UploadFile } from "antd";

/** The form's values: the body's fields, with the sample images as the upload list. */
export interface ApplyValues {
  realName: string;
  areaCode: string;
  contactPhone: string;
  sports: number[];
  introduction: string;
  sampleImages: UploadFile<{ url: string }>[];
}

/** Address of an uploaded image in the list: its upload's answer, or the url it came with. */
export function imageUrl(file: UploadFile<{ url: string }>): string | undefined {
  return file.response?.url ?? file.url;
}

/** The anchor_apply_for body: only images that finished uploading are sent. */
export function applyBody(values: Partial<ApplyValues>): AnchorApplyBody {
  return {
    realName: values.realName?.trim() ?? "",
    areaCode: values.areaCode ?? "",
    contactPhone: values.contactPhone?.trim() ?? "",
    sports: values.sports ?? [],
    introduction: values.introduction?.trim() ?? "",
    sampleImages: (values.sampleImages ?? [])
      .filter((file) => file.status === "done")
      .map(imageUrl)
      .filter((url): url is string => Boolean(url)),
  };
}

/** Starting values: a rejected applicant re-applies from what they sent last time. */
export function applyValues(previous: AnchorApplication | null, defaultAreaCode: string): ApplyValues {
  return {
    realName: previous?.realName ?? "",
    areaCode: previous?.areaCode ?? defaultAreaCode,
    contactPhone: previous?.contactPhone ?? "",
    sports: previous?.sports ?? [],
    introduction: previous?.introduction ?? "",
    sampleImages: (previous?.sampleImages ?? []).map((url, i) => ({
      uid: `previous-${i}`,
      name: url.split("/").pop() ?? url,
      status: "done",
      url,
    })),
  };
}
