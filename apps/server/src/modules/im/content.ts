import { IM_LIMITS, IM_MESSAGE_TYPE, type ImMessageBody, type ImSendContent } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";

/** What sending needs from elsewhere: people for cards, and the upload store for media. */
export interface ContentDeps {
  findUser(userId: number): Promise<{ id: number; nickname: string; avatar: string | null } | undefined>;
  /** Whether the address is a file this user uploaded here. */
  isOwnFile(userId: number, url: string): Promise<boolean>;
  /** A video's real length in seconds when it can be measured here (ffprobe on a local file). */
  videoSeconds(url: string): Promise<number | undefined>;
}

/** The words search looks in: a text's text, a file's name; nothing for the other types. */
export function searchTextOf(body: ImMessageBody): string {
  if (body.content === null) return "";
  if (body.type === IM_MESSAGE_TYPE.text) return body.content.text;
  if (body.type === IM_MESSAGE_TYPE.file) return body.content.name;
  return "";
}

/** A body as a single chat stores it: mentions are a group's, so a text drops them. */
export function withoutMentions(body: ImMessageBody): ImMessageBody {
  if (body.type === IM_MESSAGE_TYPE.text && body.content?.at)
    return { type: body.type, content: { text: body.content.text } };
  return body;
}

async function ownAll(deps: ContentDeps, userId: number, urls: string[]) {
  for (const url of new Set(urls)) {
    if (!(await deps.isOwnFile(userId, url))) throw new AppError("mediaNotUploaded");
  }
}

/**
 * Turns what a client sent into what is stored: media must be the sender's own uploads (never a
 * link to someone else's file), a video at most 60 s long (measured when possible, else as the
 * client reports it), and a card carries the person's current name and avatar.
 */
export async function prepareContent(deps: ContentDeps, userId: number, sent: ImSendContent): Promise<ImMessageBody> {
  switch (sent.type) {
    case IM_MESSAGE_TYPE.text:
      return sent;
    case IM_MESSAGE_TYPE.picture:
      await ownAll(deps, userId, [sent.content.bigPicture.url, sent.content.thumbnail.url]);
      return sent;
    case IM_MESSAGE_TYPE.file:
      await ownAll(deps, userId, [sent.content.url]);
      return sent;
    case IM_MESSAGE_TYPE.video: {
      await ownAll(deps, userId, [sent.content.videoUrl, sent.content.poster.url]);
      const measured = await deps.videoSeconds(sent.content.videoUrl);
      const duration = measured ?? sent.content.duration;
      // Containers round their length; a tenth of a second over is still a 60-second video.
      if (duration > IM_LIMITS.videoMaxSeconds + 0.1) {
        throw new AppError("videoTooLong", { params: { max: IM_LIMITS.videoMaxSeconds } });
      }
      return { type: sent.type, content: { ...sent.content, duration: Math.round(duration * 10) / 10 } };
    }
    case IM_MESSAGE_TYPE.card: {
      const person = await deps.findUser(sent.content.userId);
      if (!person) throw new AppError("userNotFound");
      return { type: sent.type, content: { userId: person.id, nickname: person.nickname, avatar: person.avatar } };
    }
  }
}
