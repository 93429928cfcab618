// Sales counted for the dashboard, without reading tickets: every sale and
// every correction adds to one of an event's shards
// (`events/{eventId}/salesStats/{0..SALES_STATS_SHARDS-1}`) in the same transaction or batch
// that writes its tickets, by calendar day in the event's time zone, and the
// dashboard adds the shards up over the period it shows (`summarizeSales`).
// Writes are blind increments of the shards in turn (ShardRotation): no
// read, so a rush of sales never queues on one document.
// First: zod set up before any schema here is built (zodSetup.ts).
import "./zodSetup.js";
import { z } from "zod/mini";
import { ROTATION_HEADROOM, shardsFor, TARGET_SALES_PER_SECOND } from "./capacity.js";
import { SALES_CHANNELS, type ReportPaymentMethod, type SalesChannel } from "./documents.js";
import { millisToZonedLocal } from "./zonedTime.js";
import { DEFAULT_TIME_ZONE } from "./timeZones.js";

/** Shards of an event's sales stats: each sale adds to the next, so none takes more than a write a second at the target rate (docs/capacity.md). */
export const SALES_STATS_SHARDS = shardsFor(TARGET_SALES_PER_SECOND, ROTATION_HEADROOM);

const figuresSchema = z.object({
  // A shard's figure may go below zero: a ticket voided may be taken off
  // another shard than the one its sale was added to. Only sums mean anything.
  tickets: z._default(z.int(), 0),
  /** Sum of the tickets' prices, in minor units of the shard's `currency`: VAT included, refunds taken off. */
  revenue: z._default(z.int(), 0),
  /** The VAT in `revenue` (tax.ts). */
  vat: z._default(z.int(), 0),
  /** What went back to buyers for voided tickets (VAT included): revenue + refunded is what was sold. */
  refunded: z._default(z.int(), 0),
  /** The VAT in `refunded`. */
  refundedVat: z._default(z.int(), 0),
});

const dayStatsSchema = z.extend(figuresSchema, {
  channels: z.optional(z.record(z.string(), figuresSchema)),
  /** By ticket type id (of this event). */
  types: z.optional(z.record(z.string(), figuresSchema)),
  /** By the seller's uid. */
  sellers: z.optional(z.record(z.string(), figuresSchema)),
  /** By the promo code (normalized) the tickets were bought with. */
  codes: z.optional(z.record(z.string(), figuresSchema)),
  /**
   * By ticket type, channel and payment method together (reportKey): the
   * rows of the accountant's sales report (salesReport.ts).
   */
  report: z.optional(z.record(z.string(), figuresSchema)),
});
export type SalesDayStats = z.infer<typeof dayStatsSchema>;

/**
 * `events/{eventId}/salesStats/{shardIndex}`: tickets issued and their
 * prices, by sale day ("YYYY-MM-DD" in the event's time zone), in total and
 * per channel, ticket type and seller, net of voided tickets. Written only by
 * the functions (functions/src/stats/salesStats.ts).
 */
export const salesStatsShardSchema = z.object({
  eventId: z.string(),
  /** The event's currency (ISO 4217) when its sales were counted. */
  currency: z.string(),
  days: z.optional(z.record(z.string(), dayStatsSchema)),
  /** Ticket type id → its name, to show without reading the types. */
  typeNames: z.optional(z.record(z.string(), z.string())),
  /** Seller uid → e-mail address, when known. */
  sellerEmails: z.optional(z.record(z.string(), z.string())),
});
export type SalesStatsShardDoc = z.infer<typeof salesStatsShardSchema>;

/** The calendar day ("2026-12-31") that `millis` falls on in `timeZone` (an event's; absent: the default): the key of a sale in the stats. */
export function salesDayOf(millis: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return millisToZonedLocal(millis, timeZone).slice(0, 10);
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The day `count` days after `day` (before, when negative). */
export function shiftDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days from `from` to `to`, both included; an open end is unbounded. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** Day keys sort as text in calendar order. */
export function inDayRange(day: string, range: DayRange): boolean {
  return (range.from === undefined || day >= range.from) && (range.to === undefined || day <= range.to);
}

// ------------------------------------------------------------------ writing

/** Tickets of one sale (or, with negative numbers, voided) to count. */
export interface SaleLine {
  /** salesDayOf the sale, in the event's time zone. */
  day: string;
  channel: SalesChannel;
  ticketTypeId: string;
  ticketTypeName?: string;
  /** Who sold it; not counted for online sales (the buyer bought it alone). */
  sellerUid: string;
  sellerEmail?: string;
  /** The promo code the tickets were bought with, if any. */
  promoCode?: string;
  /** How the order was paid (absent on tickets sold before the report: not in its rows). */
  paymentMethod?: ReportPaymentMethod;
  /** Negative to take tickets off (a void). */
  tickets: number;
  /** Sum of the tickets' prices, minor units; negative with `tickets`. */
  revenue: number;
  /** The VAT in `revenue`; negative with it. */
  vat?: number;
  /** A void that gave the tickets' money back: how much (positive), and its VAT. */
  refunded?: number;
  refundedVat?: number;
}

const FIGURES = ["tickets", "revenue", "vat", "refunded", "refundedVat"] as const;
type Figures<T> = Record<(typeof FIGURES)[number], T>;
const noFigures = (): Figures<number> => ({ tickets: 0, revenue: 0, vat: 0, refunded: 0, refundedVat: 0 });

/** The key of a row of the sales report in a day's `report` map: type, channel and payment method. */
export const reportKey = (ticketTypeId: string, channel: SalesChannel, paymentMethod: ReportPaymentMethod) =>
  `${ticketTypeId}|${channel}|${paymentMethod}`;

interface DayUpdate<T> extends Figures<T> {
  channels?: Record<string, Figures<T>>;
  types?: Record<string, Figures<T>>;
  sellers?: Record<string, Figures<T>>;
  codes?: Record<string, Figures<T>>;
  report?: Record<string, Figures<T>>;
}

/** What one write adds to a shard: `increment` wraps each number (FieldValue.increment in the SDKs). */
export interface SalesStatsUpdate<T> {
  eventId: string;
  currency: string;
  days: Record<string, DayUpdate<T>>;
  typeNames?: Record<string, string>;
  sellerEmails?: Record<string, string>;
}

/**
 * The merge-write that counts `lines` (of one event) in a shard: nested maps
 * whose leaves are `increment(n)`. Map keys are taken literally by a merge
 * set (not as field paths), so any id or day is safe.
 */
export function salesStatsUpdate<T>(
  event: { eventId: string; currency: string },
  lines: readonly SaleLine[],
  increment: (amount: number) => T,
): SalesStatsUpdate<T> {
  const days: Record<string, Required<DayUpdate<number>>> = {};
  const typeNames: Record<string, string> = {};
  const sellerEmails: Record<string, string> = {};
  const addTo = (current: Figures<number>, line: SaleLine) => {
    current.tickets += line.tickets;
    current.revenue += line.revenue;
    current.vat += line.vat ?? 0;
    current.refunded += line.refunded ?? 0;
    current.refundedVat += line.refundedVat ?? 0;
  };
  const add = (figures: Record<string, Figures<number>>, key: string, line: SaleLine) => addTo((figures[key] ??= noFigures()), line);
  for (const line of lines) {
    const day = (days[line.day] ??= { ...noFigures(), channels: {}, types: {}, sellers: {}, codes: {}, report: {} });
    addTo(day, line);
    add(day.channels, line.channel, line);
    add(day.types, line.ticketTypeId, line);
    // The shop sells online with no seller: only staff are ranked as sellers.
    if (line.channel !== "online") add(day.sellers, line.sellerUid, line);
    if (line.promoCode !== undefined) add(day.codes, line.promoCode, line);
    if (line.paymentMethod !== undefined) add(day.report, reportKey(line.ticketTypeId, line.channel, line.paymentMethod), line);
    if (line.ticketTypeName !== undefined) typeNames[line.ticketTypeId] = line.ticketTypeName;
    if (line.sellerEmail !== undefined && line.channel !== "online") sellerEmails[line.sellerUid] = line.sellerEmail;
  }
  // Only the figures a write changes: a sale before VAT adds no `vat: 0`.
  const wrap = (figures: Figures<number>): Partial<Figures<T>> =>
    Object.fromEntries(FIGURES.filter((name) => name === "tickets" || name === "revenue" || figures[name] !== 0).map((name) => [name, increment(figures[name])]));
  // An empty map in a merge set is written as a value, wiping the map stored
  // there (an online sale's `sellers: {}` would erase the day's sellers): a
  // map with nothing to add is left out instead.
  const wrapAll = (figures: Record<string, Figures<number>>) =>
    Object.keys(figures).length === 0
      ? undefined
      : (Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, wrap(value)])) as Record<string, Figures<T>>);
  const dayUpdate = (day: Required<DayUpdate<number>>): DayUpdate<T> => {
    const update = wrap(day) as DayUpdate<T>;
    for (const part of ["channels", "types", "sellers", "codes", "report"] as const) {
      const wrapped = wrapAll(day[part]);
      if (wrapped) update[part] = wrapped;
    }
    return update;
  };
  const update: SalesStatsUpdate<T> = {
    eventId: event.eventId,
    currency: event.currency,
    days: Object.fromEntries(Object.entries(days).map(([key, day]) => [key, dayUpdate(day)])),
  };
  if (Object.keys(typeNames).length > 0) update.typeNames = typeNames;
  if (Object.keys(sellerEmails).length > 0) update.sellerEmails = sellerEmails;
  return update;
}

// ------------------------------------------------------------------ reading

/** Amounts by currency, in the order of the currency codes. */
export type CurrencyAmounts = { currency: string; amount: number }[];

export interface SalesFigures {
  tickets: number;
  /** VAT included, refunds taken off. */
  revenue: CurrencyAmounts;
  /** The VAT in `revenue`. */
  vat: CurrencyAmounts;
  /** Given back for voided tickets, VAT included. */
  refunded: CurrencyAmounts;
}

export interface SalesSummary extends SalesFigures {
  /** Days with sales (or corrections) in the range, earliest first. */
  days: ({ day: string } & SalesFigures)[];
  /** Every channel, in SALES_CHANNELS order, with zero where nothing was sold. */
  channels: ({ channel: SalesChannel } & SalesFigures)[];
  /** Ticket types with sales, most tickets first. Type ids are per event. */
  types: ({ eventId: string; ticketTypeId: string; name?: string } & SalesFigures)[];
  /** Sellers with sales, most tickets first (then most revenue). */
  sellers: ({ uid: string; email?: string } & SalesFigures)[];
  /** Promo codes with sales, most tickets first. Codes are per event. */
  codes: ({ eventId: string; code: string } & SalesFigures)[];
}

class Tally {
  tickets = 0;
  readonly revenue = new Map<string, number>();
  readonly vat = new Map<string, number>();
  readonly refunded = new Map<string, number>();

  add(figures: { tickets: number; revenue: number; vat?: number; refunded?: number }, currency: string) {
    this.tickets += figures.tickets;
    const addTo = (amounts: Map<string, number>, amount = 0) => amounts.set(currency, (amounts.get(currency) ?? 0) + amount);
    addTo(this.revenue, figures.revenue);
    addTo(this.vat, figures.vat);
    addTo(this.refunded, figures.refunded);
  }

  get isEmpty(): boolean {
    return this.tickets === 0 && [this.revenue, this.refunded].every((amounts) => [...amounts.values()].every((amount) => amount === 0));
  }

  figures(): SalesFigures {
    const amounts = (byCurrency: Map<string, number>) =>
      [...byCurrency]
        .filter(([, amount]) => amount !== 0)
        .map(([currency, amount]) => ({ currency, amount }))
        .sort((a, b) => a.currency.localeCompare(b.currency));
    return { tickets: this.tickets, revenue: amounts(this.revenue), vat: amounts(this.vat), refunded: amounts(this.refunded) };
  }
}

function tallyOf<K>(tallies: Map<K, Tally>, key: K): Tally {
  let tally = tallies.get(key);
  if (!tally) {
    tally = new Tally();
    tallies.set(key, tally);
  }
  return tally;
}

/** Larger revenue first, compared in the first currency both have (amounts of different currencies do not add up). */
function byRevenue(a: CurrencyAmounts, b: CurrencyAmounts): number {
  for (const amount of a) {
    const other = b.find((candidate) => candidate.currency === amount.currency);
    if (other) return other.amount - amount.amount;
  }
  return b.length - a.length;
}

/**
 * Adds up sales stats shards (of one event or of many) over `range`: totals,
 * per day, per channel, per ticket type, per seller and per promo code, with revenue kept
 * apart by currency.
 */
export function summarizeSales(shards: readonly SalesStatsShardDoc[], range: DayRange = {}): SalesSummary {
  const total = new Tally();
  const days = new Map<string, Tally>();
  const channels = new Map<string, Tally>();
  const types = new Map<string, Tally>();
  const sellers = new Map<string, Tally>();
  const codes = new Map<string, Tally>();
  const typeNames = new Map<string, string>();
  const sellerEmails = new Map<string, string>();
  const typeKey = (eventId: string, ticketTypeId: string) => JSON.stringify([eventId, ticketTypeId]);

  for (const shard of shards) {
    for (const [typeId, name] of Object.entries(shard.typeNames ?? {})) typeNames.set(typeKey(shard.eventId, typeId), name);
    for (const [uid, email] of Object.entries(shard.sellerEmails ?? {})) sellerEmails.set(uid, email);
    for (const [day, stats] of Object.entries(shard.days ?? {})) {
      if (!inDayRange(day, range)) continue;
      total.add(stats, shard.currency);
      tallyOf(days, day).add(stats, shard.currency);
      for (const [channel, figures] of Object.entries(stats.channels ?? {})) tallyOf(channels, channel).add(figures, shard.currency);
      for (const [typeId, figures] of Object.entries(stats.types ?? {})) {
        tallyOf(types, typeKey(shard.eventId, typeId)).add(figures, shard.currency);
      }
      for (const [uid, figures] of Object.entries(stats.sellers ?? {})) tallyOf(sellers, uid).add(figures, shard.currency);
      for (const [code, figures] of Object.entries(stats.codes ?? {})) tallyOf(codes, typeKey(shard.eventId, code)).add(figures, shard.currency);
    }
  }

  const ranked = <T extends SalesFigures>(rows: T[]) =>
    rows.sort((a, b) => b.tickets - a.tickets || byRevenue(a.revenue, b.revenue));
  const nonEmpty = (tallies: Map<string, Tally>) => [...tallies].filter(([, tally]) => !tally.isEmpty);

  return {
    ...total.figures(),
    days: nonEmpty(days)
      .map(([day, tally]) => ({ day, ...tally.figures() }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    channels: SALES_CHANNELS.map((channel) => ({ channel, ...(channels.get(channel) ?? new Tally()).figures() })),
    types: ranked(
      nonEmpty(types).map(([key, tally]) => {
        const [eventId, ticketTypeId] = JSON.parse(key) as [string, string];
        return { eventId, ticketTypeId, name: typeNames.get(key), ...tally.figures() };
      }),
    ),
    sellers: ranked(nonEmpty(sellers).map(([uid, tally]) => ({ uid, email: sellerEmails.get(uid), ...tally.figures() }))),
    codes: ranked(
      nonEmpty(codes).map(([key, tally]) => {
        const [eventId, code] = JSON.parse(key) as [string, string];
        return { eventId, code, ...tally.figures() };
      }),
    ),
  };
}
