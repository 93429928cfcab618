// Document shapes of every collection, defined once for the web app and the
// functions. Each schema validates what is read or written at a boundary;
// converters for the two SDKs are built from these (see `parseDocument`).
import { z } from "zod";
import { ROLES } from "./roles.js";

/** Timestamps from either SDK (web or Admin) have this shape. */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

const timestamp = z.custom<TimestampLike>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as TimestampLike).toMillis === "function",
  { message: "expected a Firestore Timestamp" },
);

export const userRoleSchema = z.object({ role: z.enum(ROLES) });
export type UserRoleDoc = z.infer<typeof userRoleSchema>;

export const claimsSyncSchema = z.object({
  /** The role now in the user's custom claims, or null when none is set. */
  role: z.string().nullable(),
  updatedAt: timestamp,
});
export type ClaimsSyncDoc = z.infer<typeof claimsSyncSchema>;

export const EVENT_CATEGORIES = [
  "sport",
  "party",
  "news",
  "sporonlietikat",
  "family",
  "qasr_party",
  "general",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_STATUSES = ["draft", "published", "closed", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const eventSchema = z.object({
  title: z.string(),
  description: z.string().default(""),
  category: z.enum(EVENT_CATEGORIES),
  venue: z.string(),
  startsAt: timestamp,
  endsAt: timestamp.optional(),
  status: z.enum(EVENT_STATUSES),
  /** ISO 4217 code; prices are integers in this currency's minor units. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** IANA zone the organiser entered the times in; absent means DEFAULT_TIME_ZONE. */
  timeZone: z.string().optional(),
});
export type EventDoc = z.infer<typeof eventSchema>;

export const ticketTypeSchema = z.object({
  name: z.string(),
  /** Integer, minor units of the event's currency. */
  price: z.number().int().nonnegative(),
  capacity: z.number().int().positive(),
  perOrderLimit: z.number().int().positive(),
  salesStart: timestamp.optional(),
  salesEnd: timestamp.optional(),
  /** Position in the event's list of types, from 0. */
  sortOrder: z.number().int().optional(),
  /** Tickets sold or held; written only by Cloud Functions, absent = 0. */
  sold: z.number().int().nonnegative().optional(),
});
export type TicketTypeDoc = z.infer<typeof ticketTypeSchema>;

/** Parses raw document data, throwing a readable error naming the document. */
export function parseDocument<T>(schema: z.ZodType<T>, path: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Malformed document ${path}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
