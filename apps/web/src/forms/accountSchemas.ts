/**
 * The schemas of the sign-in and phone forms, in a chunk of their own: those forms are the whole of
 * the sign-in page, and importing their schemas directly would bring zod and the protocol's user
 * schemas into the page's start. The forms load them on first focus (`loadAccountSchemas`).
 */
export { areaCodeSchema, passwordLoginBodySchema, phoneSchema, smsCodeSchema } from "@courtside/protocol";
