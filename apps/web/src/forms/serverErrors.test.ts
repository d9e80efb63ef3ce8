import { ERRORS, MESSAGES } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { fieldErrorsOf } from "./serverErrors";

const known = ["username", "password", "confirmPassword"];

describe("field errors from the server", () => {
  it("put a validation failure's messages next to their fields", () => {
    const error = new ApiError(ERRORS.validation, "Some fields are invalid", {
      fields: [
        { field: "body.username", message: "Username must be 6 to 15 letters and digits, containing both" },
        { field: "body.confirmPassword", message: "The two passwords entered do not match" },
        { field: "body.username", message: "second" },
        { field: "body.somethingElse", message: "ignored" },
      ],
    });
    expect(fieldErrorsOf(error, known)).toEqual([
      { name: "username", errors: ["Username must be 6 to 15 letters and digits, containing both", "second"] },
      { name: "confirmPassword", errors: ["The two passwords entered do not match"] },
    ]);
  });

  it("ignore validation data of an unexpected shape", () => {
    expect(fieldErrorsOf(new ApiError(ERRORS.validation, "", { fields: "nope" }), known)).toEqual([]);
    expect(fieldErrorsOf(new ApiError(ERRORS.validation, "", null), known)).toEqual([]);
  });

  it("put a code that belongs to a field on that field, translated", () => {
    const error = new ApiError(ERRORS.usernameOrPasswordWrong, "Username or password is wrong");
    expect(fieldErrorsOf(error, known, { usernameOrPasswordWrong: "password" })).toEqual([
      { name: "password", errors: [MESSAGES.en.errors.usernameOrPasswordWrong] },
    ]);
  });

  it("leave other codes, and fields the form does not have, to a message", () => {
    const error = new ApiError(ERRORS.usernameExists, "");
    expect(fieldErrorsOf(error, known)).toEqual([]);
    expect(fieldErrorsOf(error, known, { usernameExists: "nickname" })).toEqual([]);
  });
});
