// The direction between functions/src's domains: each imports only the
// domains below it, so no two domains depend on each other (payment notices
// change orders; orders sell, void and end tickets, price with promo
// codes and sell a waiting list's offers; codes, offers and tickets are
// counted in shards; a paid order is invoiced and a refund credited
// (invoices, from the organiser's settings, whose display settings the
// catalogue carries too); tickets go back to the
// inventory and the sales stats; everything may use shared). The files that
// declare Cloud Functions (ENTRY) wire several domains' services together and
// may import any domain; no other file imports them. The top-level admin.ts
// and config.ts are shared; index.ts is an entry. The file-level check that
// no import cycle exists is functions/test/unit/importCycles.test.ts.
import path from "node:path";

const FUNCTIONS_SRC = path.resolve(import.meta.dirname, "../functions/src");

/** What each domain may import besides itself. */
export const ALLOWED = {
  payments: ["orders", "waitingList", "invoices", "tickets", "inventory", "stats", "settings", "shared"],
  orders: ["promo", "waitingList", "invoices", "tickets", "inventory", "stats", "settings", "shared"],
  invoices: ["settings", "shared"],
  settings: ["shared"],
  checkin: ["tickets", "shared"],
  tickets: ["inventory", "stats", "shared"],
  catalogue: ["inventory", "settings", "shared"],
  promo: ["inventory", "shared"],
  waitingList: ["inventory", "shared"],
  inventory: ["shared"],
  stats: ["shared"],
  roles: ["shared"],
  shared: [],
};

const ENTRY = /^(index\.ts|[^/]+\/(.+\/)?(callables|triggers|schedules|webhook|http|checkoutClosureTrigger)\.ts)$/;

/** The file's path under functions/src ("orders/lifecycle.ts"), or undefined outside it. */
function sourcePath(file) {
  const relative = path.relative(FUNCTIONS_SRC, file).split(path.sep).join("/");
  return relative.startsWith("..") ? undefined : relative.replace(/\.js$/, ".ts");
}

function domainOf(file) {
  if (ENTRY.test(file)) return "entry";
  const [top] = file.split("/");
  return top === "admin.ts" || top === "config.ts" ? "shared" : top;
}

/** Why `from` may not import `to` (paths under functions/src), or undefined when it may. */
export function domainViolation(from, to) {
  const [fromDomain, toDomain] = [domainOf(from), domainOf(to)];
  if (toDomain === "entry") return fromDomain === "entry" && from === "index.ts" ? undefined : "only index.ts imports a file that declares Cloud Functions";
  if (fromDomain === "entry" || fromDomain === toDomain) return undefined;
  const allowed = ALLOWED[fromDomain];
  if (!allowed) return `${fromDomain} is no known domain: add it to eslint-rules/functionsDomains.mjs`;
  return allowed.includes(toDomain) ? undefined : `${fromDomain} imports only ${[fromDomain, ...allowed].join(", ")}`;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps functions/src's domains importing in one direction" },
    schema: [],
    messages: { wrongWay: "{{from}} may not import {{to}}: {{why}}." },
  },
  create(context) {
    const from = sourcePath(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const to = sourcePath(path.resolve(path.dirname(context.filename), source.value));
      const why = to && domainViolation(from, to);
      if (why) context.report({ node: source, messageId: "wrongWay", data: { from, to, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { "functions-domains": rule } };
