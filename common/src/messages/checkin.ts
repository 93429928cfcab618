// Arabic strings of the gate scanner (/qr-scanner): choosing the event and
// the gate, the camera, the keyboard scanner and manual entry, the verdicts,
// the live counts and the offline queue. Numbers use Latin digits.
import { catalog } from "./compiled/ar/checkin.js";
import { section } from "./i18n.js";
import { ticketsMessages } from "./tickets.js";

// The ticket pages' words where the gate says the same thing.
const { checkInResults, fields } = ticketsMessages;

export const checkinMessages = section("checkin", catalog, (t) => ({
  manual: {
    get label() {
      return fields.gateCode;
    },
  },
  verdict: {
    titles: {
      ...checkInResults,
    },
    wrongEvent: (title: string | undefined) => t("verdict.wrongEvent", { title: title ?? "", known: title ? "yes" : "no" }),
    /** `when` is "الساعة 8:05 م" today, or the full date and time. */
    firstCheckIn: (when: string, gate: string | undefined) => t("verdict.firstCheckIn", { when, gate: gate ?? "", atGate: gate ? "yes" : "no" }),
    get holder() {
      return fields.holder;
    },
    get type() {
      return fields.type;
    },
  },
  /** Whether the device can carry on alone: the app cached, the keys and the event's gate list kept. */
  readiness: {
    /** An age in abbreviated units, which need no agreement with the number: "12 ث", "3 د", "2 س". */
    age: (ms: number) => {
      const seconds = Math.max(0, Math.floor(ms / 1000));
      const minutes = Math.floor(seconds / 60);
      if (seconds < 60) return t("readiness.age", { unit: "seconds", amount: seconds });
      return minutes < 60
        ? t("readiness.age", { unit: "minutes", amount: minutes })
        : t("readiness.age", { unit: "hours", amount: Math.floor(minutes / 60) });
    },
  },
  conflicts: {
    scannedAt: (when: string, gate: string | undefined) => t("conflicts.scannedAt", { when, gate: gate ?? "", atGate: gate ? "yes" : "no" }),
  },
}));

/** "مسح واحد", "مسحان", "3 عمليات مسح", "11 عملية مسح": the counted noun agrees with the number. */
export const scanCount = checkinMessages.scanCount;
