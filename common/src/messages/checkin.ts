// Arabic strings of the gate scanner (/qr-scanner): choosing the event and
// the gate, the camera, the keyboard scanner and manual entry, the verdicts,
// the live counts and the offline queue. Numbers use Latin digits.
import { messages } from "./compiled/ar/checkin.js";
import { arabicSection } from "./i18n.js";
import type { CheckInResult } from "../documents.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("checkin", messages);

// The ticket pages' words where the gate says the same thing.
const { checkInResults, fields } = ticketsMessages;

/** "مسح واحد", "مسحان", "3 عمليات مسح", "11 عملية مسح": the counted noun agrees with the number. */
export const scanCount = (count: number) => t("scanCount", { count });

export const checkinMessages = {
  get intro() {
    return t("intro");
  },

  setup: {
    get event() {
      return t("setup.event");
    },
    eventOption: (title: string, date: string) => t("setup.eventOption", { title, date }),
    get chooseEvent() {
      return t("setup.chooseEvent");
    },
    get noEvents() {
      return t("setup.noEvents");
    },
    get eventGone() {
      return t("setup.eventGone");
    },
    get gate() {
      return t("setup.gate");
    },
    get noGate() {
      return t("setup.noGate");
    },
    gateLabel: (gate: string) => t("setup.gateLabel", { gate }),
    get change() {
      return t("setup.change");
    },
    get done() {
      return t("setup.done");
    },
    gateHelp: (max: number) => t("setup.gateHelp", { max }),
  },

  counts: {
    get heading() {
      return t("counts.heading");
    },
    get admitted() {
      return t("counts.admitted");
    },
    get sold() {
      return t("counts.sold");
    },
    admittedOfSold: (admitted: number, sold: number) => t("counts.admittedOfSold", { admitted, sold }),
    get byGate() {
      return t("counts.byGate");
    },
    gateAdmitted: (gate: string, admitted: number) => t("counts.gateAdmitted", { gate, admitted }),
    get unavailable() {
      return t("counts.unavailable");
    },
  },

  camera: {
    get viewfinder() {
      return t("camera.viewfinder");
    },
    get start() {
      return t("camera.start");
    },
    get stop() {
      return t("camera.stop");
    },
    get starting() {
      return t("camera.starting");
    },
    get torchOn() {
      return t("camera.torchOn");
    },
    get torchOff() {
      return t("camera.torchOff");
    },
    errors: {
      get permission() {
        return t("camera.errors.permission");
      },
      get noCamera() {
        return t("camera.errors.noCamera");
      },
      get inUse() {
        return t("camera.errors.inUse");
      },
      get unsupported() {
        return t("camera.errors.unsupported");
      },
      get failed() {
        return t("camera.errors.failed");
      },
    },
  },

  get keyboardScanner() {
    return t("keyboardScanner");
  },

  manual: {
    label: fields.gateCode,
    get submit() {
      return t("manual.submit");
    },
    get help() {
      return t("manual.help");
    },
  },

  verdict: {
    titles: {
      ...checkInResults,
      get wrong_event() {
        return t("verdict.titles.wrong_event");
      },
      get error() {
        return t("verdict.titles.error");
      },
    } satisfies Record<CheckInResult | "error", string>,
    get invalid() {
      return t("verdict.invalid");
    },
    get unknownKey() {
      return t("verdict.unknownKey");
    },
    /** A typed gate code while offline: the device can catch a typo, never tell which ticket it names. */
    get gateCodeOffline() {
      return t("verdict.gateCodeOffline");
    },
    get void() {
      return t("verdict.void");
    },
    wrongEvent: (title: string | undefined) => t("verdict.wrongEvent", { title: title ?? "", known: title ? "yes" : "no" }),
    /** `when` is "الساعة 8:05 م" today, or the full date and time. */
    firstCheckIn: (when: string, gate: string | undefined) => t("verdict.firstCheckIn", { when, gate: gate ?? "", atGate: gate ? "yes" : "no" }),
    at: (time: string) => t("verdict.at", { time }),
    holder: fields.holder,
    type: fields.type,
    get offline() {
      return t("verdict.offline");
    },
    get scanAgain() {
      return t("verdict.scanAgain");
    },
    get dismiss() {
      return t("verdict.dismiss");
    },
    get last() {
      return t("verdict.last");
    },
  },

  sync: {
    get offline() {
      return t("sync.offline");
    },
    queued: (count: number) => t("sync.queued", { count }),
    /** Scans another account left on the device: sent only under that account. */
    othersQueued: (count: number) => t("sync.othersQueued", { count }),
    get noKeys() {
      return t("sync.noKeys");
    },
  },

  /** Whether the device can carry on alone: the app cached, the keys and the event's gate list kept. */
  readiness: {
    get ready() {
      return t("readiness.ready");
    },
    get preparing() {
      return t("readiness.preparing");
    },
    /** An age in abbreviated units, which need no agreement with the number: "12 ث", "3 د", "2 س". */
    age: (ms: number) => {
      const seconds = Math.max(0, Math.floor(ms / 1000));
      const minutes = Math.floor(seconds / 60);
      if (seconds < 60) return t("readiness.age", { unit: "seconds", amount: seconds });
      return minutes < 60
        ? t("readiness.age", { unit: "minutes", amount: minutes })
        : t("readiness.age", { unit: "hours", amount: Math.floor(minutes / 60) });
    },
    get listLive() {
      return t("readiness.listLive");
    },
    listUpdated: (age: string) => t("readiness.listUpdated", { age }),
    listAge: (age: string) => t("readiness.listAge", { age }),
    get noList() {
      return t("readiness.noList");
    },
    get updateReady() {
      return t("readiness.updateReady");
    },
    get update() {
      return t("readiness.update");
    },
  },

  conflicts: {
    get heading() {
      return t("conflicts.heading");
    },
    get intro() {
      return t("conflicts.intro");
    },
    answer: (verdict: string) => t("conflicts.answer", { verdict }),
    refused: (message: string) => t("conflicts.refused", { message }),
    scannedAt: (when: string, gate: string | undefined) => t("conflicts.scannedAt", { when, gate: gate ?? "", atGate: gate ? "yes" : "no" }),
    ticket: (ticketId: string) => t("conflicts.ticket", { ticketId }),
    get dismiss() {
      return t("conflicts.dismiss");
    },
  },
} as const;
