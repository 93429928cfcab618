/** Firestore collection names, fixed by shared/API.md where listed there. */
export const COLLECTIONS = {
  userRoles: "userRoles",
  /** Written by the claims mirror after it changes a user's custom claims. */
  claimsSync: "claimsSync",
  events: "events",
  ticketTypes: "ticketTypes",
  orders: "orders",
  tickets: "tickets",
  jobs: "jobs",
  checkIns: "checkIns",
} as const;
