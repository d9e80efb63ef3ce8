import { IM_MESSAGE_TYPE, imTextContentSchema } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { type Channels, isSerialId } from "../../realtime/channels.js";
import type { ImService } from "./service.js";

/**
 * `conv:<id>`: a conversation's stream, followed by its members only. A `send` frame on it is a
 * text message (other types go through `POST /web/chat/message/send`, after their upload).
 */
export function registerImChannels(channels: Channels, im: ImService) {
  channels.register("conv", {
    canonical: isSerialId,
    exists: (id) => im.exists(Number(id)),
    mayJoin: async (viewer, id) => viewer.userId !== null && (await im.isMember(Number(id), viewer.userId)),
    onSend: async (viewer, channel, message) => {
      if (viewer.userId === null) throw new AppError("loginRequired");
      const content = imTextContentSchema.safeParse({ text: message.text });
      if (!content.success) throw new AppError(message.text.trim() === "" ? "messageSendFailed" : "textTooLong");
      const conversationId = Number(channel.slice("conv:".length));
      const sent = await im.messages.send(viewer.userId, conversationId, message.clientMsgId, {
        type: IM_MESSAGE_TYPE.text,
        content: content.data,
      });
      return sent.seq;
    },
  });
}
