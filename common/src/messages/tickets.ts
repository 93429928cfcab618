// Arabic strings of the ticket pages (/ticket/:id, /qr-codes,
// /qasr-assign-ticket, /super-admin-bulk-tickets), the printed tickets and the
// shared words of the WhatsApp messages (whatsApp.ts). Numbers use Latin digits, like formatMoney.
import { messages } from "./compiled/ar/tickets.js";
import { arabicSection } from "./i18n.js";
import type { CheckInResult, JobStatus, OrderStatus, PaymentMethod, SalesChannel, TicketHistoryAction, TicketStatus } from "../documents.js";

const t = arabicSection("tickets", messages);

/** "تذكرة واحدة", "تذكرتان", "5 تذاكر", "11 تذكرة", "103 تذاكر": the counted noun agrees with the number. */
export const ticketCount = (count: number) => t("ticketCount", { count });

/** Labels of a ticket's fields, on screen, on paper, in WhatsApp and in exported files. */
const fields = {
  get event() {
    return t("fields.event");
  },
  get date() {
    return t("fields.date");
  },
  get venue() {
    return t("fields.venue");
  },
  get type() {
    return t("fields.type");
  },
  get holder() {
    return t("fields.holder");
  },
  get phone() {
    return t("fields.phone");
  },
  get price() {
    return t("fields.price");
  },
  get currency() {
    return t("fields.currency");
  },
  get status() {
    return t("fields.status");
  },
  get channel() {
    return t("fields.channel");
  },
  get issuedAt() {
    return t("fields.issuedAt");
  },
  get checkedInAt() {
    return t("fields.checkedInAt");
  },
  get checkedInGate() {
    return t("fields.checkedInGate");
  },
  get ticketId() {
    return t("fields.ticketId");
  },
  get code() {
    return t("fields.code");
  },
  /** The ten characters printed under the QR (7K3M9-QXJ2H), typed at the gate when the QR will not scan. */
  get gateCode() {
    return t("fields.gateCode");
  },
  get order() {
    return t("fields.order");
  },
  /** An order's reference (BW-XXXX-XXXX), read over the phone and typed into a search. */
  get orderReference() {
    return t("fields.orderReference");
  },
  get serial() {
    return t("fields.serial");
  },
  get label() {
    return t("fields.label");
  },
};

export const ticketsMessages = {
  /** The search button of the pages that find tickets and orders (tickets table, sales editor). */
  get search() {
    return t("search");
  },

  statuses: {
    get valid() {
      return t("statuses.valid");
    },
    get checked_in() {
      return t("statuses.checked_in");
    },
    get void() {
      return t("statuses.void");
    },
  } satisfies Record<TicketStatus, string>,

  channels: {
    get online() {
      return t("channels.online");
    },
    get box_office() {
      return t("channels.box_office");
    },
    get bulk() {
      return t("channels.bulk");
    },
    get complimentary() {
      return t("channels.complimentary");
    },
  } satisfies Record<SalesChannel, string>,

  payments: {
    get cash() {
      return t("payments.cash");
    },
    get card() {
      return t("payments.card");
    },
    get complimentary() {
      return t("payments.complimentary");
    },
  } satisfies Record<PaymentMethod, string>,

  historyActions: {
    get assigned() {
      return t("historyActions.assigned");
    },
    get reissued() {
      return t("historyActions.reissued");
    },
  } satisfies Record<TicketHistoryAction, string>,

  checkInResults: {
    get accepted() {
      return t("checkInResults.accepted");
    },
    get already_used() {
      return t("checkInResults.already_used");
    },
    get invalid() {
      return t("checkInResults.invalid");
    },
    get void() {
      return t("checkInResults.void");
    },
    get wrong_event() {
      return t("checkInResults.wrong_event");
    },
  } satisfies Record<CheckInResult, string>,

  jobStatuses: {
    get running() {
      return t("jobStatuses.running");
    },
    get done() {
      return t("jobStatuses.done");
    },
    get failed() {
      return t("jobStatuses.failed");
    },
  } satisfies Record<JobStatus, string>,

  fields,

  get qrAlt() {
    return t("qrAlt");
  },
  get noHolder() {
    return t("noHolder");
  },

  print: {
    get a4() {
      return t("print.a4");
    },
    get thermal() {
      return t("print.thermal");
    },
    previewTitle: {
      get a4() {
        return t("print.previewTitle.a4");
      },
      get thermal() {
        return t("print.previewTitle.thermal");
      },
    },
    get print() {
      return t("print.print");
    },
    get close() {
      return t("print.close");
    },
    count: ticketCount,
    get part() {
      return t("print.part");
    },
    partOption: (from: number, to: number) => t("print.partOption", { from, to }),
    partHint: (max: number) => t("print.partHint", { max }),
  },

  /** Loading a ticket, a list of tickets or a job from Firestore. */
  load: {
    get denied() {
      return t("load.denied");
    },
    get notFound() {
      return t("load.notFound");
    },
    get unavailable() {
      return t("load.unavailable");
    },
    get failed() {
      return t("load.failed");
    },
    get retry() {
      return t("load.retry");
    },
  },

  picker: {
    get event() {
      return t("picker.event");
    },
    get type() {
      return t("picker.type");
    },
    get allTypes() {
      return t("picker.allTypes");
    },
    get chooseEvent() {
      return t("picker.chooseEvent");
    },
    get chooseType() {
      return t("picker.chooseType");
    },
    get noEvents() {
      return t("picker.noEvents");
    },
    eventOption: (title: string, date: string) => t("picker.eventOption", { title, date }),
    remaining: (remaining: number, capacity: number) => t("picker.remaining", { remaining, capacity }),
  },

  list: {
    get empty() {
      return t("list.empty");
    },
    get loadMore() {
      return t("list.loadMore");
    },
    loaded: (count: number) => t("list.loaded", { count }),
    get selectAll() {
      return t("list.selectAll");
    },
    selected: (count: number) => t("list.selected", { count }),
    get clearSelection() {
      return t("list.clearSelection");
    },
    select: (id: string) => t("list.select", { id }),
    get details() {
      return t("list.details");
    },
    get printSelected() {
      return t("list.printSelected");
    },
    get printHint() {
      return t("list.printHint");
    },
  },

  details: {
    get ticket() {
      return t("details.ticket");
    },
    get order() {
      return t("details.order");
    },
    get buyer() {
      return t("details.buyer");
    },
    get payment() {
      return t("details.payment");
    },
    get total() {
      return t("details.total");
    },
    get orderStatus() {
      return t("details.orderStatus");
    },
    get seller() {
      return t("details.seller");
    },
    generation: (generation: number) => t("details.generation", { generation, version: generation + 1 }),
    get history() {
      return t("details.history");
    },
    get noHistory() {
      return t("details.noHistory");
    },
    get checkIns() {
      return t("details.checkIns");
    },
    get noCheckIns() {
      return t("details.noCheckIns");
    },
    gate: (gate: string) => t("details.gate", { gate }),
    by: (who: string) => t("details.by", { who }),
    change: (before: string, after: string) => t("details.change", { before, after }),
    get orderedAt() {
      return t("details.orderedAt");
    },
    /** The answers to the event's questions (checkoutQuestions.ts), asked for each ticket and once for the order. */
    get ticketAnswers() {
      return t("details.ticketAnswers");
    },
    get orderAnswers() {
      return t("details.orderAnswers");
    },
    get orderUnavailable() {
      return t("details.orderUnavailable");
    },
    orderStatuses: {
      get pending() {
        return t("details.orderStatuses.pending");
      },
      get paid() {
        return t("details.orderStatuses.paid");
      },
      get cancelled() {
        return t("details.orderStatuses.cancelled");
      },
      get refunded() {
        return t("details.orderStatuses.refunded");
      },
      get expired() {
        return t("details.orderStatuses.expired");
      },
    } satisfies Record<OrderStatus, string>,
  },

  assign: {
    get intro() {
      return t("assign.intro");
    },
    get search() {
      return t("assign.search");
    },
    get noMatch() {
      return t("assign.noMatch");
    },
    get pick() {
      return t("assign.pick");
    },
    get picked() {
      return t("assign.picked");
    },
    notAssignable: {
      get checked_in() {
        return t("assign.notAssignable.checked_in");
      },
      get void() {
        return t("assign.notAssignable.void");
      },
    } satisfies Record<Exclude<TicketStatus, "valid">, string>,
    get guestName() {
      return t("assign.guestName");
    },
    get guestPhone() {
      return t("assign.guestPhone");
    },
    get reissue() {
      return t("assign.reissue");
    },
    get submit() {
      return t("assign.submit");
    },
    get submitting() {
      return t("assign.submitting");
    },
    done: (name: string) => t("assign.done", { name }),
    get doneReissued() {
      return t("assign.doneReissued");
    },
    get viewHistory() {
      return t("assign.viewHistory");
    },
    get noQasrEvents() {
      return t("assign.noQasrEvents");
    },
  },

  bulk: {
    get intro() {
      return t("bulk.intro");
    },
    get count() {
      return t("bulk.count");
    },
    countHelp: (max: number) => t("bulk.countHelp", { max }),
    get label() {
      return t("bulk.label");
    },
    get labelHelp() {
      return t("bulk.labelHelp");
    },
    get typeRequired() {
      return t("bulk.typeRequired");
    },
    get submit() {
      return t("bulk.submit");
    },
    get submitting() {
      return t("bulk.submitting");
    },
    get job() {
      return t("bulk.job");
    },
    progress: (done: number, total: number) => t("bulk.progress", { done, total }),
    get failed() {
      return t("bulk.failed");
    },
    get jobNotFound() {
      return t("bulk.jobNotFound");
    },
    doneMessage: (total: number) => t("bulk.doneMessage", { total }),
    get exportCsv() {
      return t("bulk.exportCsv");
    },
    exporting: (read: number, total: number) => t("bulk.exporting", { read, total }),
    get exportFailed() {
      return t("bulk.exportFailed");
    },
    get loadForPrint() {
      return t("bulk.loadForPrint");
    },
    loadedForPrint: (loaded: number, total: number) => t("bulk.loadedForPrint", { loaded, total }),
    get recent() {
      return t("bulk.recent");
    },
    get noJobs() {
      return t("bulk.noJobs");
    },
    get open() {
      return t("bulk.open");
    },
    get createdAt() {
      return t("bulk.createdAt");
    },
    csvFileName: (jobId: string) => t("bulk.csvFileName", { jobId }),
    /** Column headers of the job's file: its tickets' codes, for printing. */
    csvHeader: [fields.serial, fields.ticketId, fields.code, fields.event, fields.type, fields.label],
    /** Beside the export: the file is as good as the tickets. */
    get csvCodesWarning() {
      return t("bulk.csvCodesWarning");
    },
  },
} as const;
