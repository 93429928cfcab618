export * from "./collections.js";
export * from "./documents.js";
export * from "./eventForm.js";
export * from "./messages/ar.js";
export * from "./money.js";
export * from "./region.js";
export * from "./roles.js";
