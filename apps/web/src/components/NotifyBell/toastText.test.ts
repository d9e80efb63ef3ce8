import { PUSH_TYPE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { toastText } from "./toastText";

const generic = { title: "New message", body: "You have a new message" };
const message = { type: PUSH_TYPE.instantMessage, title: "Rosa · Weekend five", body: "Pitch 3 at eight" };

describe("a notice's toast", () => {
  it("shows a message's sender and text only with the details setting on", () => {
    expect(toastText(message, true, generic)).toEqual({ title: "Rosa · Weekend five", body: "Pitch 3 at eight" });
    expect(toastText(message, false, generic)).toEqual(generic);
  });

  it("shows other notices as they are, whatever the message setting", () => {
    const reminder = { type: PUSH_TYPE.matchStatus, title: "Alpha 2-1 Beta", body: "Full time" };
    expect(toastText(reminder, false, generic)).toEqual({ title: "Alpha 2-1 Beta", body: "Full time" });
  });
});
