export * from "./catalog.js";
export * from "./system.js";
