/** The live room's chat: messages, sending and moderation. */
export function ChatRoom(_props: { roomId: number }) {
  return null;
}
