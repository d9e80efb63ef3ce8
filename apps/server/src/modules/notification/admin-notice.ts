import { type AdminNoticeBody, PUSH_TYPE, WEB_ACTION_TYPE } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import type { NoticeDraft } from "./service.js";

const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647;

function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * A super-admin notice (type 4, spec section 3 `notify`), checked before anyone gets it: action 1
 * names a match id, 2 an anchor id, any other a web link; a picture is a path of this site or a
 * web link. The admin writes it in one language, so every recipient reads the same text.
 */
export function adminNoticeDraft(body: AdminNoticeBody, dedupeKey: string): NoticeDraft {
  const content = body.webActionContent;
  const byId = body.webActionType === WEB_ACTION_TYPE.match || body.webActionType === WEB_ACTION_TYPE.anchor;
  if (byId ? !isId(content) : !isWebLink(content)) throw new AppError("noticeActionInvalid");
  if (body.imgUrl && !(body.imgUrl.startsWith("/") || isWebLink(body.imgUrl))) {
    throw new AppError("noticeActionInvalid");
  }
  const data: Record<string, unknown> = {
    type: PUSH_TYPE.notice,
    notify: { title: body.title, body: body.body, webActionType: body.webActionType, webActionContent: content },
  };
  if (body.imgUrl) data.bookNews = { imgUrl: body.imgUrl };
  return {
    type: PUSH_TYPE.notice,
    dedupeKey,
    data,
    text: () => ({ title: body.title, body: body.body }),
  };
}
