/** The query of my common phrases, shared by the chat's picker, its dialog and the chat settings. */
export const PHRASES_KEY = ["chat", "phrases"] as const;
