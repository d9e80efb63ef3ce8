/** Brings the sign-in and phone forms' schemas; a form calls it on first focus, its rules on use. */
export const loadAccountSchemas = () => import("./accountSchemas");
