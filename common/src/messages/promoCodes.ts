// Promo and access codes (common/src/promoCodes.ts): why a code is refused,
// what its creation asks for. The functions answer with these; the shop's
// code field and the organiser's codes dialog show them. `manager` is the
// dialog's own words (web/src/features/events/promoCodes), which only it loads.
import { messages } from "./compiled/ar/promoCodes.js";
import { arabicSection } from "./i18n.js";
import type { PromoCodeState } from "../promoCodes.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";

const t = arabicSection("promoCodes", messages);

export const promoCodeMessages = {
  errors: {
    /** Unknown in this event (a code of another event is unknown here too). */
    get unknown() {
      return t("errors.unknown");
    },
    /** A batch id that names no generated codes of this event (setPromoCodeActive). */
    get unknownBatch() {
      return t("errors.unknownBatch");
    },
    get paused() {
      return t("errors.paused");
    },
    get notStarted() {
      return t("errors.notStarted");
    },
    get ended() {
      return t("errors.ended");
    },
    usedUp: (remaining: number) => t("errors.usedUp", { remaining }),
    get notForTheseTickets() {
      return t("errors.notForTheseTickets");
    },
    overOrderLimit: (limit: number) => t("errors.overOrderLimit", { limit }),
    get exists() {
      return t("errors.exists");
    },
    get changed() {
      return t("errors.changed");
    },
  },
  input: {
    /** The same words as a sale's code field (promoCodeEntry.ts). */
    code: promoCodeEntryMessages.invalidCode,
    get maxUses() {
      return t("input.maxUses");
    },
    get perOrderLimit() {
      return t("input.perOrderLimit");
    },
    get percent() {
      return t("input.percent");
    },
    get amount() {
      return t("input.amount");
    },
    get priceFloor() {
      return t("input.priceFloor");
    },
    get window() {
      return t("input.window");
    },
    get nothingToDo() {
      return t("input.nothingToDo");
    },
    get ticketTypes() {
      return t("input.ticketTypes");
    },
    count: (max: number) => t("input.count", { max }),
    prefix: (max: number) => t("input.prefix", { max }),
  },
  /**
   * The event form's switch on a ticket type (hidden: sold only with a code
   * naming it); here, in the form's own chunk with the codes' words, not in
   * eventsAdmin.ts, which every events and tickets page loads.
   */
  get hiddenTypeSwitch() {
    return t("hiddenTypeSwitch");
  },
  manager: {
    title: (eventTitle: string) => t("manager.title", { eventTitle }),
    get list() {
      return t("manager.list");
    },
    get empty() {
      return t("manager.empty");
    },
    get loadFailed() {
      return t("manager.loadFailed");
    },
    get close() {
      return t("manager.close");
    },
    get newCode() {
      return t("manager.newCode");
    },
    /** What a code does, as listed. */
    percentOff: (percent: number) => t("manager.percentOff", { percent }),
    amountOff: (amount: string) => t("manager.amountOff", { amount }),
    unlocks: (names: string) => t("manager.unlocks", { names }),
    get appliesToPublic() {
      return t("manager.appliesToPublic");
    },
    appliesTo: (names: string) => t("manager.appliesTo", { names }),
    /** A type the code names that the event no longer has (removed from a draft). */
    get removedType() {
      return t("manager.removedType");
    },
    uses: (used: number, of: number) => t("manager.uses", { used, of }),
    perOrderLimit: (limit: number) => t("manager.perOrderLimit", { limit }),
    priceFloor: (amount: string) => t("manager.priceFloor", { amount }),
    validFrom: (dateTime: string) => t("manager.validFrom", { dateTime }),
    validUntil: (dateTime: string) => t("manager.validUntil", { dateTime }),
    /** "صالح من … حتى … بتوقيت الرياض": the window, in the event's zone. */
    validity: (window: string, zone: string) => t("manager.validity", { window, zone }),
    /** What promoCodeState says of a code now: usable, paused, not yet started, ended. */
    states: {
      get usable() {
        return t("manager.states.usable");
      },
      get paused() {
        return t("manager.states.paused");
      },
      get not_started() {
        return t("manager.states.not_started");
      },
      get ended() {
        return t("manager.states.ended");
      },
    } satisfies Record<PromoCodeState, string>,
    get pause() {
      return t("manager.pause");
    },
    get resume() {
      return t("manager.resume");
    },
    /** Names the code for screen readers: "إيقاف الرمز RAMADAN20". */
    actionOn: (action: string, code: string) => t("manager.actionOn", { action, code }),
    pausedDone: (code: string) => t("manager.pausedDone", { code }),
    resumedDone: (code: string) => t("manager.resumedDone", { code }),
    created: (code: string) => t("manager.created", { code }),
    get newBatch() {
      return t("manager.newBatch");
    },
    /** A batch of generated single-use codes, listed as one row. */
    batch: {
      /** "دفعة من 5 رموز". */
      size: (count: number) => t("manager.batch.size", { count }),
      get singleUse() {
        return t("manager.batch.singleUse");
      },
      createdAt: (dateTime: string) => t("manager.batch.createdAt", { dateTime }),
      get download() {
        return t("manager.batch.download");
      },
      /** Names the batch for screen readers: "تنزيل الرموز (CSV) للدفعة VIP…". */
      downloadOf: (example: string) => t("manager.batch.downloadOf", { example }),
      generated: (count: number) => t("manager.batch.generated", { count }),
      /** The pause or resume button names its batch for screen readers. */
      actionOn: (action: string, example: string) => t("manager.batch.actionOn", { action, example }),
      pausedDone: (count: number) => t("manager.batch.pausedDone", { count }),
      resumedDone: (count: number) => t("manager.batch.resumedDone", { count }),
    },
    /** The CSV of a batch's codes, one line per code. */
    csv: {
      get header() {
        return t.list("manager.csv.header");
      },
      get noDiscount() {
        return t("manager.csv.noDiscount");
      },
      get allPublicTypes() {
        return t("manager.csv.allPublicTypes");
      },
      fileName: (name: string) => t("manager.csv.fileName", { name }),
    },
    form: {
      get code() {
        return t("manager.form.code");
      },
      get codeHint() {
        return t("manager.form.codeHint");
      },
      get kind() {
        return t("manager.form.kind");
      },
      kinds: {
        get percent() {
          return t("manager.form.kinds.percent");
        },
        get amount() {
          return t("manager.form.kinds.amount");
        },
        get none() {
          return t("manager.form.kinds.none");
        },
      },
      get percent() {
        return t("manager.form.percent");
      },
      amount: (currency: string) => t("manager.form.amount", { currency }),
      get ticketTypes() {
        return t("manager.form.ticketTypes");
      },
      get ticketTypesHint() {
        return t("manager.form.ticketTypesHint");
      },
      hiddenType: (name: string) => t("manager.form.hiddenType", { name }),
      get maxUses() {
        return t("manager.form.maxUses");
      },
      get maxUsesHint() {
        return t("manager.form.maxUsesHint");
      },
      get perOrderLimit() {
        return t("manager.form.perOrderLimit");
      },
      priceFloor: (currency: string) => t("manager.form.priceFloor", { currency }),
      get validity() {
        return t("manager.form.validity");
      },
      get validFrom() {
        return t("manager.form.validFrom");
      },
      get validUntil() {
        return t("manager.form.validUntil");
      },
      get notAnAmount() {
        return t("manager.form.notAnAmount");
      },
      get fixErrors() {
        return t("manager.form.fixErrors");
      },
      get create() {
        return t("manager.form.create");
      },
      get creating() {
        return t("manager.form.creating");
      },
      get count() {
        return t("manager.form.count");
      },
      countHint: (max: number) => t("manager.form.countHint", { max }),
      get prefix() {
        return t("manager.form.prefix");
      },
      prefixHint: (max: number, random: number) => t("manager.form.prefixHint", { max, random }),
      get fixErrorsBatch() {
        return t("manager.form.fixErrorsBatch");
      },
      get generate() {
        return t("manager.form.generate");
      },
      get generating() {
        return t("manager.form.generating");
      },
      get cancel() {
        return t("manager.form.cancel");
      },
    },
  },
} as const;
