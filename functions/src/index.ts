// Entry point of the Cloud Functions: configuration first, then each domain.
import "./config.js";

export { applyRoleOnSignUp, mirrorRoleToClaims } from "./roles/triggers.js";
