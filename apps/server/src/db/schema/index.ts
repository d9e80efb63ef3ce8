export * from "./catalog.js";
export * from "./jobs.js";
export * from "./match.js";
export * from "./sms.js";
export * from "./stream.js";
export * from "./system.js";
export * from "./upload.js";
export * from "./user.js";
