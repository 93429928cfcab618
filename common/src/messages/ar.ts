// Every Arabic string of the product in one object: `arPublic`
// (publicMessages.ts) plus the staff pages' sections, each a module of its
// own. Nothing outside common/src/messages/ holds UI text. The functions and
// the tests import `ar`; the web app does not (eslint.config.mjs forbids it in
// web/src): each page imports `arPublic` and the sections it shows
// (`staffMessages`, `dashboardMessages`, …, exported by @bawwaba/common), so a
// staff page downloads its own sections only. The bundler can drop the others
// because each is a plain object literal in a module free of side effects
// (common/package.json "sideEffects").
import { eventMessages } from "./events.js";
import { paymentsMessages } from "./payments.js";
import { inputMessages } from "./inputErrors.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { shopCheckoutMessages } from "./shopCheckout.js";
import { paymentsConsoleMessages } from "./paymentsConsole.js";
import { staffSignInMessages } from "./staffSignIn.js";
import { ticketPagesMessages } from "./ticketPages.js";
import { landingPageMessages } from "./landingPage.js";
import { ticketListsMessages } from "./ticketLists.js";
import { assignTicketMessages } from "./assignTicket.js";
import { bulkTicketsMessages } from "./bulkTickets.js";
import { ticketFilesMessages } from "./ticketFiles.js";
import { functionErrorMessages, paymentMessages } from "./functionErrors.js";
import { eventsAdminMessages } from "./eventsAdmin.js";
import { ticketsTableMessages } from "./ticketsTable.js";
import { checkinMessages } from "./checkin.js";
import { staffMessages } from "./staff.js";
import { dashboardMessages } from "./dashboard.js";
import { salesReportMessages } from "./salesReport.js";
import { salesEditorMessages } from "./salesEditor.js";
import { answersCorrectionMessages } from "./answersCorrection.js";
import { refundPreviewMessages } from "./refundPreview.js";
import { arPublic } from "./publicMessages.js";
import { ticketsMessages } from "./tickets.js";
import { buyerMessages } from "./buyer.js";
import { privacyMessages } from "./privacy.js";
import { signOutScansMessages } from "./signOutScans.js";
import { whatsAppMessages } from "./whatsApp.js";
import { boxOfficeMessages } from "./boxOffice.js";
import { invoicePageMessages } from "./invoicePage.js";
import { orderPageMessages } from "./orderPage.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";
import { promoCodeFieldMessages } from "./promoCodeField.js";
import { waitingListEntryMessages } from "./waitingListEntry.js";
import { promoCodeMessages } from "./promoCodes.js";
import { answerWords } from "./answerWords.js";
import { checkoutQuestionMessages } from "./checkoutQuestions.js";
import { checkoutQuestionsEditorMessages } from "./checkoutQuestionsEditor.js";
import { waitingListMessages } from "./waitingList.js";

const staffSections = {
  /** A ticket's fields and statuses, loading and printing tickets (tickets.ts). */
  tickets: ticketsMessages,
  /** Why an input is refused, field by field (inputErrors.ts). */
  input: inputMessages,
  /** Yousr Pay, the test gateway: its hosted checkout (payments.ts). */
  payments: paymentsMessages,
  /** The public shop's list of events (shop.ts). */
  shop: shopMessages,
  /** An event's checkout in the shop (shopCheckout.ts). */
  shopCheckout: shopCheckoutMessages,
  /** The box-office selling pages, and the words the shop shares with them (sales.ts). */
  sales: salesMessages,
  /** Every refusal a function answers with, the pages' own words among them (functionErrors.ts). */
  errors: functionErrorMessages,
  /** How a payment ended, as the functions record and mail it (functionErrors.ts). */
  paymentOutcomes: paymentMessages,
  /** The staff's ticket pages: details, history, assigning, bulk issuing (ticketPages.ts). */
  ticketPages: ticketPagesMessages,
  /** The landing page (landingPage.ts). */
  landingPage: landingPageMessages,
  /** The staff's lists of tickets and their event and type picker (ticketLists.ts). */
  ticketLists: ticketListsMessages,
  /** Assigning a ticket to its holder (assignTicket.ts). */
  assignTicket: assignTicketMessages,
  /** Issuing tickets in bulk (bulkTickets.ts). */
  bulkTickets: bulkTicketsMessages,
  /** Exporting tickets to a file (ticketFiles.ts). */
  ticketFiles: ticketFilesMessages,
  /** Signing in as staff, the staff session's notices, the welcome (staffSignIn.ts). */
  staffSignIn: staffSignInMessages,
  /** The test gateway's console (paymentsConsole.ts). */
  paymentsConsole: paymentsConsoleMessages,

  /** Event form, prices and dates (see eventForm.ts, money.ts). */
  events: eventMessages,

  /** The staff events pages: list, form labels, actions (eventsAdmin.ts). */
  eventsAdmin: eventsAdminMessages,

  /** /tickets-table: search, filters, sorting, pages, CSV export (ticketsTable.ts). */
  ticketsTable: ticketsTableMessages,

  /** The gate scanner: verdicts, live counts, offline queue (checkin.ts). */
  checkin: checkinMessages,

  /** Signing out with the scanner's scans not sent yet (signOutScans.ts). */
  signOutScans: signOutScansMessages,

  /** Staff management: roles by e-mail (staff.ts). */
  staff: staffMessages,

  /** The dashboard: figures, sales chart and breakdowns (dashboard.ts). */
  dashboard: dashboardMessages,
  /** The dashboard's files for the accountant: the sales report, the invoices and credit notes (salesReport.ts). */
  salesReport: salesReportMessages,

  /** The buyer's phone sign-in and /my-tickets (buyer.ts). */
  buyer: buyerMessages,

  /** The sales editor: finding orders, corrections, audit log (salesEditor.ts). */
  salesEditor: salesEditorMessages,
  /** The sales editor's correction of answers, in the dialog's chunk (answersCorrection.ts). */
  answersCorrection: answersCorrectionMessages,
  /** What a void or a refund gives back, in the sales editor's dialog chunk (refundPreview.ts). */
  refundPreview: refundPreviewMessages,

  /** The privacy policy, what stays on a buyer's device included (privacy.ts). */
  privacy: privacyMessages,
  /** The box office's recent sales and a sale opened again (boxOffice.ts). */
  boxOffice: boxOfficeMessages,
  /** An order's private page: its status, its link, and once paid map, calendar, sharing (orderPage.ts). */
  orderPage: orderPageMessages,
  /** An order's tax invoice and credit notes, and the e-mail's link to them (invoicePage.ts). */
  invoicePage: invoicePageMessages,
  /** Promo and access codes: refusals and the organiser's form (promoCodes.ts). */
  promoCodes: promoCodeMessages,
  /** The way to a sale's code field, and the field (promoCodeField.ts). */
  promoCodeEntry: promoCodeEntryMessages,
  promoCodeField: promoCodeFieldMessages,
  /** The waiting list's words shown before its chunk: the sold-out type's button, the organiser's action (waitingListEntry.ts). */
  waitingListEntry: waitingListEntryMessages,
  /** Answers to the questions at checkout: why one is refused (checkoutQuestions.ts). */
  checkoutQuestions: checkoutQuestionMessages,
  /** How a yes/no answer reads (answerWords.ts). */
  answerWords,
  /** The organiser's questions: why a definition is refused, the editor's words (checkoutQuestionsEditor.ts). */
  checkoutQuestionsEditor: checkoutQuestionsEditorMessages,
  /** The waiting list of a sold-out type: refusals and the offer's e-mail (waitingList.ts). */
  waitingList: waitingListMessages,
  /** The WhatsApp messages staff send: a box-office sale, one ticket (whatsApp.ts). */
  whatsApp: whatsAppMessages,
} as const;

/**
 * `arPublic` and every staff section. Its properties keep their getters
 * (a spread would read each message once, in whatever language was current
 * then): the functions write a buyer's messages in the buyer's language.
 */
export const ar: Omit<typeof arPublic, keyof typeof staffSections> & typeof staffSections = Object.defineProperties(
  Object.defineProperties({}, Object.getOwnPropertyDescriptors(arPublic)),
  Object.getOwnPropertyDescriptors(staffSections),
) as Omit<typeof arPublic, keyof typeof staffSections> & typeof staffSections;
