// Demo data for `npm start` and the emulator tests: one account per role, a
// few events in several categories, each with ticket types, and the
// organiser's settings (a Saudi company invoicing at 15 %).
import {
  COLLECTIONS,
  isStaffRole,
  roleDocId,
  setOrganiserSettingsInput,
  type CheckoutQuestion,
  type EventCategory,
  type EventStatus,
  type Role,
  type SetOrganiserSettingsInput,
} from "@bawwaba/common";
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { nameStaff } from "../../functions/src/roles/staffName";
import { organiserSettingsRef } from "../../functions/src/settings/organiserSettings";
import { saveOrganiserSettings } from "../../functions/src/settings/saveOrganiserSettings";

export interface DemoAccount {
  email: string;
  password: string;
  /** null: an account with no role document at all. */
  role: Role | null;
  displayName: string;
}

export const DEMO_PASSWORD = "Bawwaba-2026";

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@bawwaba.test", password: DEMO_PASSWORD, role: "super_admin", displayName: "سارة المديرة" },
  { email: "sales@bawwaba.test", password: DEMO_PASSWORD, role: "sales_admin", displayName: "خالد البائع" },
  { email: "gate@bawwaba.test", password: DEMO_PASSWORD, role: "qr_scanner", displayName: "منى البوابة" },
  { email: "user@bawwaba.test", password: DEMO_PASSWORD, role: "user", displayName: "يوسف المستخدم" },
];

export interface DemoTicketType {
  id: string;
  name: string;
  price: number;
  capacity: number;
  perOrderLimit: number;
}

export interface DemoEvent {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  venue: string;
  daysFromNow: number;
  hours: number;
  status: EventStatus;
  ticketTypes: DemoTicketType[];
  /** Asked at checkout (common/src/checkoutQuestions.ts), as setEventQuestions would store them. */
  questions?: CheckoutQuestion[];
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    id: "demo-derby",
    title: "ديربي العاصمة",
    description: "مباراة القمة بين فريقي العاصمة على الملعب الرئيسي.",
    category: "sport",
    venue: "ملعب المدينة",
    daysFromNow: 10,
    hours: 2,
    status: "published",
    ticketTypes: [
      { id: "regular", name: "مدرجات عامة", price: 5000, capacity: 500, perOrderLimit: 6 },
      { id: "vip", name: "منصة كبار الزوار", price: 25000, capacity: 40, perOrderLimit: 4 },
    ],
  },
  {
    id: "demo-summer-night",
    title: "ليلة الطرب الصيفية",
    description: "أمسية طربية مفتوحة مع نخبة من الفنانين.",
    category: "party",
    venue: "مسرح الحديقة",
    daysFromNow: 21,
    hours: 4,
    status: "published",
    ticketTypes: [
      { id: "standard", name: "دخول عام", price: 12000, capacity: 300, perOrderLimit: 8 },
      { id: "table", name: "طاولة عائلية", price: 60000, capacity: 20, perOrderLimit: 1 },
    ],
  },
  {
    id: "demo-family-day",
    title: "يوم العائلة المفتوح",
    description: "ألعاب ومسابقات وعروض للأطفال طوال اليوم.",
    category: "family",
    venue: "حديقة الشاطئ",
    daysFromNow: 5,
    hours: 8,
    status: "published",
    ticketTypes: [
      { id: "child", name: "طفل", price: 1500, capacity: 200, perOrderLimit: 10 },
      { id: "adult", name: "بالغ", price: 3000, capacity: 200, perOrderLimit: 10 },
    ],
  },
  {
    id: "demo-qasr-gala",
    title: "حفل القصر السنوي",
    description: "الحفل السنوي في قاعة القصر الكبرى.",
    category: "qasr_party",
    venue: "القصر",
    daysFromNow: 30,
    hours: 5,
    status: "published",
    ticketTypes: [{ id: "guest", name: "ضيف", price: 40000, capacity: 150, perOrderLimit: 4 }],
  },
  {
    id: "demo-press-forum",
    title: "منتدى الإعلام",
    description: "لقاء مفتوح مع الصحفيين حول مستقبل الإعلام الرقمي (مسودة لم تُنشر بعد).",
    category: "news",
    venue: "قاعة المؤتمرات",
    daysFromNow: 45,
    hours: 3,
    status: "draft",
    ticketTypes: [{ id: "seat", name: "مقعد", price: 0, capacity: 100, perOrderLimit: 2 }],
    // A forum names its guests: each seat's holder, and who they write for.
    questions: [
      { id: "holder", label: "اسم الحاضر", kind: "text", required: true, scope: "ticket", holderName: true },
      { id: "outlet", label: "الجهة الإعلامية", help: "الصحيفة أو القناة أو «مستقل».", kind: "text", required: true, scope: "ticket" },
      { id: "press", label: "هل تحمل بطاقة صحفية؟", kind: "yesNo", required: false, scope: "order" },
    ],
  },
];

/** The demo organiser, as its super_admin would save it on /settings. */
export const DEMO_ORGANISER = {
  legalName: "شركة بوابة للفعاليات",
  legalNameEn: "Bawwaba Events Co.",
  vatNumber: "310122393500003",
  address: "الرياض، حي العليا، طريق الملك فهد",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
} as const satisfies SetOrganiserSettingsInput;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Writes the role documents first: the claims mirror applies them when the accounts appear. */
export async function seedDemoAccounts(db: Firestore, auth: Auth): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const roleRef = db.collection(COLLECTIONS.userRoles).doc(roleDocId(account.email));
    if (account.role) await roleRef.set({ role: account.role });
    const user = await auth
      .getUserByEmail(account.email)
      .catch(() => auth.createUser({ email: account.email, password: account.password, displayName: account.displayName, emailVerified: true }));
    // Staff are named on their record, as an invitation names them.
    if (account.role && isStaffRole(account.role)) await nameStaff(db, auth, roleDocId(account.email), user.uid, account.displayName);
  }
}

/**
 * Saves DEMO_ORGANISER through the function's own service, as the demo's
 * super_admin, unless settings are there already. Before any demo sale:
 * a paid order is invoiced from the settings as they are when it is paid.
 */
export async function seedDemoSettings(db: Firestore, auth: Auth): Promise<void> {
  if ((await organiserSettingsRef(db).get()).exists) return;
  const owner = DEMO_ACCOUNTS.find((account) => account.role === "super_admin")!;
  const { uid } = await auth.getUserByEmail(owner.email);
  await saveOrganiserSettings(db, uid, setOrganiserSettingsInput.parse(DEMO_ORGANISER));
}

/** Writes the demo events unless they are there already (keeps edits across restarts). */
export function seedDemoEvents(db: Firestore, now = Date.now()): Promise<void> {
  return seedEvents(db, DEMO_EVENTS, now);
}

/** Writes `events` (dated from `now`) unless they are there already. */
export async function seedEvents(db: Firestore, events: readonly DemoEvent[], now: number): Promise<void> {
  for (const event of events) {
    const eventRef = db.collection(COLLECTIONS.events).doc(event.id);
    if ((await eventRef.get()).exists) continue;
    const startsAt = Math.floor((now + event.daysFromNow * DAY_MS) / HOUR_MS) * HOUR_MS;
    const batch = db.batch();
    batch.set(eventRef, {
      title: event.title,
      description: event.description,
      category: event.category,
      venue: event.venue,
      startsAt: Timestamp.fromMillis(startsAt),
      endsAt: Timestamp.fromMillis(startsAt + event.hours * HOUR_MS),
      status: event.status,
      currency: "SAR",
      ...(event.questions ? { questions: event.questions } : {}),
    });
    event.ticketTypes.forEach((type, sortOrder) => {
      const { id, ...fields } = type;
      // Every demo event sells in riyals: its types carry the demo organiser's Saudi rate.
      batch.set(eventRef.collection(COLLECTIONS.ticketTypes).doc(id), { ...fields, sortOrder, vatRate: DEMO_ORGANISER.vatRate });
    });
    await batch.commit();
  }
}

/** Waits until every demo account's claims carry its role (the mirror ran). */
export async function waitForDemoClaims(auth: Auth, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const users = await Promise.all(DEMO_ACCOUNTS.map((account) => auth.getUserByEmail(account.email)));
    const mirrored = users.every((user, index) => (user.customClaims?.role ?? null) === DEMO_ACCOUNTS[index]!.role);
    if (mirrored) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
