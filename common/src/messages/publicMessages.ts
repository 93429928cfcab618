// The Arabic strings of the pages every visitor sees (the shell, the landing
// page, the shop, the hosted checkout) and of the errors the functions answer
// with: `arPublic`. Every page of the web app imports it: the public pages
// alone, so that a phone does not download the staff pages' words
// (docs/product.md §5), a staff page with the staff sections it shows
// (`staffMessages`, `dashboardMessages`, …). `ar` (ar.ts), this plus every
// staff section, is for the functions and the tests.
import { messages } from "./compiled/ar/publicMessages.js";
import { arabicSection } from "./i18n.js";
import type { EventCategory } from "../eventCategories.js";
import type { Role } from "../roles.js";
import { functionErrorMessages, inputMessages, paymentMessages } from "./functionErrors.js";
import { paymentsMessages } from "./payments.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("publicMessages", messages);

export const arPublic = {
  get appName() {
    return t("appName");
  },
  get tagline() {
    return t("tagline");
  },

  roles: {
    get super_admin() {
      return t("roles.super_admin");
    },
    get sales_admin() {
      return t("roles.sales_admin");
    },
    get qr_scanner() {
      return t("roles.qr_scanner");
    },
    get user() {
      return t("roles.user");
    },
  } satisfies Record<Role, string>,

  categories: {
    get sport() {
      return t("categories.sport");
    },
    get party() {
      return t("categories.party");
    },
    get news() {
      return t("categories.news");
    },
    get sporonlietikat() {
      return t("categories.sporonlietikat");
    },
    get family() {
      return t("categories.family");
    },
    get qasr_party() {
      return t("categories.qasr_party");
    },
    get general() {
      return t("categories.general");
    },
  } satisfies Record<EventCategory, string>,

  /** Page titles, keyed by route path. */
  pages: {
    get "/"() {
      return t("pages./");
    },
    get "/login"() {
      return t("pages./login");
    },
    get "/buy-tickets"() {
      return t("pages./buy-tickets");
    },
    get "/my-tickets"() {
      return t("pages./my-tickets");
    },
    get "/privacy-policy"() {
      return t("pages./privacy-policy");
    },
    get "/dashboard"() {
      return t("pages./dashboard");
    },
    get "/tickets-table"() {
      return t("pages./tickets-table");
    },
    get "/create-event"() {
      return t("pages./create-event");
    },
    get "/generate-tickets"() {
      return t("pages./generate-tickets");
    },
    get "/qr-scanner"() {
      return t("pages./qr-scanner");
    },
    get "/qr-codes"() {
      return t("pages./qr-codes");
    },
    get "/ticket/:id"() {
      return t("pages./ticket/:id");
    },
    get "/sport-tickets"() {
      return t("pages./sport-tickets");
    },
    get "/party-tickets"() {
      return t("pages./party-tickets");
    },
    get "/news-tickets"() {
      return t("pages./news-tickets");
    },
    get "/sporonlietikat-tickets"() {
      return t("pages./sporonlietikat-tickets");
    },
    get "/family-tickets"() {
      return t("pages./family-tickets");
    },
    get "/qasr-party-tickets"() {
      return t("pages./qasr-party-tickets");
    },
    get "/qasr-ticket-creation"() {
      return t("pages./qasr-ticket-creation");
    },
    get "/qasr-assign-ticket"() {
      return t("pages./qasr-assign-ticket");
    },
    get "/qasr-events-manager"() {
      return t("pages./qasr-events-manager");
    },
    get "/admin-sales-editor"() {
      return t("pages./admin-sales-editor");
    },
    get "/welcome"() {
      return t("pages./welcome");
    },
    get "/yousr-pay-test"() {
      return t("pages./yousr-pay-test");
    },
    get "/youser-payment"() {
      return t("pages./youser-payment");
    },
    get "/super-admin-bulk-tickets"() {
      return t("pages./super-admin-bulk-tickets");
    },
    get "/staff"() {
      return t("pages./staff");
    },
    get "/settings"() {
      return t("pages./settings");
    },
  } as Record<string, string>,

  shell: {
    get openMenu() {
      return t("shell.openMenu");
    },
    get closeMenu() {
      return t("shell.closeMenu");
    },
    get mainNav() {
      return t("shell.mainNav");
    },
    get signOut() {
      return t("shell.signOut");
    },
    get myTickets() {
      return t("shell.myTickets");
    },
    signedInAs: (email: string) => t("shell.signedInAs", { email }),
    get footer() {
      return t("shell.footer");
    },
    get loading() {
      return t("shell.loading");
    },
    get skipToContent() {
      return t("shell.skipToContent");
    },
    get account() {
      return t("shell.account");
    },
    navGroups: {
      get admin() {
        return t("shell.navGroups.admin");
      },
      get sales() {
        return t("shell.navGroups.sales");
      },
      get events() {
        return t("shell.navGroups.events");
      },
      get tickets() {
        return t("shell.navGroups.tickets");
      },
      get gate() {
        return t("shell.navGroups.gate");
      },
    },
    get signIn() {
      return t("shell.signIn");
    },
    get privacyPolicy() {
      return t("shell.privacyPolicy");
    },
    get buyTickets() {
      return t("shell.buyTickets");
    },
  },

  chunkError: {
    get title() {
      return t("chunkError.title");
    },
    body: (chunk: string) => t("chunkError.body", { chunk }),
    timeout: (chunk: string) => t("chunkError.timeout", { chunk }),
    get retry() {
      return t("chunkError.retry");
    },
  },

  /** A page that failed while drawing itself: the app-wide error screen. */
  renderError: {
    get title() {
      return t("renderError.title");
    },
    get body() {
      return t("renderError.body");
    },
    get reload() {
      return t("renderError.reload");
    },
    get home() {
      return t("renderError.home");
    },
  },

  notFound: {
    get title() {
      return t("notFound.title");
    },
    get body() {
      return t("notFound.body");
    },
    get home() {
      return t("notFound.home");
    },
  },

  noAccess: {
    get title() {
      return t("noAccess.title");
    },
    get body() {
      return t("noAccess.body");
    },
  },

  landing: {
    get heading() {
      return t("landing.heading");
    },
    get intro() {
      return t("landing.intro");
    },
    get features() {
      return t.list("landing.features");
    },
    get buyTickets() {
      return t("landing.buyTickets");
    },
    get staffSignIn() {
      return t("landing.staffSignIn");
    },
    get onSale() {
      return t("landing.onSale");
    },
    get eventTickets() {
      return t("landing.eventTickets");
    },
    get allEvents() {
      return t("landing.allEvents");
    },
  },

  login: {
    get heading() {
      return t("login.heading");
    },
    get email() {
      return t("login.email");
    },
    get password() {
      return t("login.password");
    },
    get submit() {
      return t("login.submit");
    },
    get submitting() {
      return t("login.submitting");
    },
    get forgotPassword() {
      return t("login.forgotPassword");
    },
    get sendReset() {
      return t("login.sendReset");
    },
    resetSent: (email: string) => t("login.resetSent", { email }),
    get backToSignIn() {
      return t("login.backToSignIn");
    },
    get showPassword() {
      return t("login.showPassword");
    },
    get hidePassword() {
      return t("login.hidePassword");
    },
    errors: {
      get emailRequired() {
        return t("login.errors.emailRequired");
      },
      get emailInvalid() {
        return t("login.errors.emailInvalid");
      },
      get passwordRequired() {
        return t("login.errors.passwordRequired");
      },
      get invalidCredential() {
        return t("login.errors.invalidCredential");
      },
      get tooManyRequests() {
        return t("login.errors.tooManyRequests");
      },
      get userDisabled() {
        return t("login.errors.userDisabled");
      },
      network: functionErrorMessages.network,
      get unknown() {
        return t("login.errors.unknown");
      },
    },
  },

  /** The sign-in page's other forms and notices (invitation, removal). */
  session: {
    get roleRemoved() {
      return t("session.roleRemoved");
    },
    setPassword: {
      get heading() {
        return t("session.setPassword.heading");
      },
      intro: (email: string) => t("session.setPassword.intro", { email }),
      get password() {
        return t("session.setPassword.password");
      },
      get confirm() {
        return t("session.setPassword.confirm");
      },
      get submit() {
        return t("session.setPassword.submit");
      },
      get submitting() {
        return t("session.setPassword.submitting");
      },
      get mismatch() {
        return t("session.setPassword.mismatch");
      },
      get tooShort() {
        return t("session.setPassword.tooShort");
      },
      get invalidLink() {
        return t("session.setPassword.invalidLink");
      },
    },
  },

  welcome: {
    get body() {
      return t("welcome.body");
    },
    get hint() {
      return t("welcome.hint");
    },
    verify: (email: string) => t("welcome.verify", { email }),
    get sendVerification() {
      return t("welcome.sendVerification");
    },
    get verificationSent() {
      return t("welcome.verificationSent");
    },
    get verified() {
      return t("welcome.verified");
    },
  },

  /** Ticket details, QR lists, assignment, bulk jobs, printing (tickets.ts). */
  tickets: ticketsMessages,

  /** Invalid input of a callable, field by field (functionErrors.ts). */
  input: inputMessages,

  /** The public shop: events, tickets, buyer, paying, the order page (shop.ts). */
  shop: shopMessages,

  /** Yousr Pay, the test gateway: its checkout page and console (payments.ts). */
  payments: paymentsMessages,

  /** The box-office selling pages (sales.ts). */
  sales: salesMessages,

  /** Errors the Cloud Functions answer with, and failing to reach them (functionErrors.ts). */
  errors: functionErrorMessages,

  /** Why an online order ended, webhook log reasons, the buyer's e-mail (functionErrors.ts). */
  paymentOutcomes: paymentMessages,
} as const;
