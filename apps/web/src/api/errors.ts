/** Failure codes made by the client itself; the server's codes are never negative. */
export const CLIENT_ERRORS = {
  network: -1,
  timeout: -2,
  badResponse: -3,
} as const;

/** A failed call: the server's code, message and data (field errors, limits…), or a client code. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;

  constructor(code: number, msg: string, data: unknown = null) {
    super(msg || `request failed with code ${code}`);
    this.name = "ApiError";
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}
