// Only the order and ticket lifecycles (functions/src/orders/lifecycle.ts,
// functions/src/tickets/lifecycle.ts) write an order's or a ticket's
// `status`, and only the sale skeleton (functions/src/orders/sale/sell.ts)
// creates an order (docs/security.md "Money safety"). Elsewhere in
// functions/src, a Firestore write (set, update, create on a transaction,
// batch or bulk writer, or on a reference; add on a collection) to a document
// that is, or may be, an order or a ticket is refused when its data names
// `status` or holds a spread (which may carry one). A write to an order or a
// ticket known as such must pass its fields as an object literal; an order
// is never created there. The written document is found from the reference:
// `db.collection(COLLECTIONS.x).doc(…)`, directly, through a const or through
// a helper that returns one; any other reference (a parameter,
// `snapshot.ref`) may be an order or a ticket.
import path from "node:path";

const FUNCTIONS_SRC = path.resolve(import.meta.dirname, "../functions/src");
const LIFECYCLES = new Set(["orders/lifecycle.ts", "tickets/lifecycle.ts"]);
const SALE_SKELETON = "orders/sale/sell.ts";
const GUARDED = new Set(["orders", "tickets"]);
const WRITES = new Set(["set", "update", "create", "add"]);
/** Receivers whose writes name the document first: transactions, batches, bulk writers. */
const BATCHED = /^(tx|transaction|batch|writer|bulkWriter)$|(Tx|Transaction|Batch|Writer)$/;

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/** The collection a reference expression names ("orders", "jobs", …), or undefined when it cannot be told. */
function collectionOf(node, scope, depth = 0) {
  if (!node || depth > 8) return undefined;
  if (node.type === "Identifier") {
    const def = findVariable(scope, node.name)?.defs[0];
    const isConst = def?.type === "Variable" && def.parent.kind === "const";
    return isConst && def.node.init ? collectionOf(def.node.init, scope, depth + 1) : undefined;
  }
  if (node.type !== "CallExpression") return undefined;
  if (node.callee.type === "Identifier") return collectionOf(returnedBy(node.callee, scope), scope, depth + 1);
  if (node.callee.type !== "MemberExpression") return undefined;
  const method = node.callee.property.name;
  if (method === "doc") return collectionOf(node.callee.object, scope, depth + 1);
  if (method !== "collection") return undefined;
  const [name] = node.arguments;
  if (name?.type === "Literal" && typeof name.value === "string") return name.value;
  if (name?.type === "MemberExpression" && !name.computed) return name.property.name;
  return undefined;
}

/** What a helper named by `callee` returns (`const ref = (db, id) => db.collection(…).doc(id)`, or a function's last return). */
function returnedBy(callee, scope) {
  const def = findVariable(scope, callee.name)?.defs[0];
  const fn = def?.type === "FunctionName" ? def.node : def?.type === "Variable" ? def.node.init : undefined;
  if (!fn || !["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration"].includes(fn.type)) return undefined;
  if (fn.body.type !== "BlockStatement") return fn.body;
  return fn.body.body.findLast((statement) => statement.type === "ReturnStatement")?.argument;
}

const isBatched = (receiver) =>
  (receiver.type === "Identifier" && BATCHED.test(receiver.name)) ||
  (receiver.type === "CallExpression" && receiver.callee.type === "MemberExpression" && ["batch", "bulkWriter"].includes(receiver.callee.property.name));

const namesStatus = (property) =>
  property.type === "Property" &&
  !property.computed &&
  ((property.key.type === "Identifier" && property.key.name === "status") || (property.key.type === "Literal" && property.key.value === "status"));

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps order and ticket status writes in their lifecycles and order creation in the sale skeleton" },
    schema: [],
    messages: {
      status: "Only the order and ticket lifecycles write a status: call a function of functions/src/orders/lifecycle.ts or functions/src/tickets/lifecycle.ts.",
      spread: "A spread in a write that may be to an order or a ticket may carry a status: write the fields one by one, or through the lifecycle ({{target}}).",
      opaque: "Write this {{target}}'s fields as an object literal (so that no status slips in), or through its lifecycle.",
      created: "An order is created only by the sale skeleton (functions/src/orders/sale/sell.ts), through the lifecycle's createOrder.",
      createOrder: "A channel creates its order through the sale skeleton (functions/src/orders/sale/sell.ts), not by calling createOrder itself.",
    },
  },
  create(context) {
    const file = path.relative(FUNCTIONS_SRC, context.filename).split(path.sep).join("/");
    if (file.startsWith("..") || LIFECYCLES.has(file)) return {};
    return {
      ImportDeclaration(node) {
        if (file === SALE_SKELETON || typeof node.source.value !== "string" || !node.source.value.startsWith(".")) return;
        const target = path.relative(FUNCTIONS_SRC, path.resolve(path.dirname(context.filename), node.source.value)).split(path.sep).join("/");
        if (target.replace(/\.js$/, ".ts") !== "orders/lifecycle.ts") return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier" && specifier.imported.name === "createOrder") context.report({ node: specifier, messageId: "createOrder" });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || !WRITES.has(callee.property.name)) return;
        const batched = isBatched(callee.object);
        const [reference, data] = batched ? node.arguments : [callee.object, node.arguments[0]];
        if (!data) return;
        const collection = collectionOf(reference, context.sourceCode.getScope(node));
        if (collection !== undefined && !GUARDED.has(collection)) return;
        const target = collection === "orders" ? "order" : collection === "tickets" ? "ticket" : "order or ticket";
        if (collection === "orders" && ["create", "add"].includes(callee.property.name)) {
          context.report({ node, messageId: "created" });
          return;
        }
        if (data.type === "ObjectExpression") {
          const status = data.properties.find(namesStatus);
          if (status) context.report({ node: status, messageId: "status" });
          const spread = data.properties.find((property) => property.type === "SpreadElement");
          if (spread) context.report({ node: spread, messageId: "spread", data: { target: `maybe an ${target}` } });
        } else if (collection !== undefined) {
          context.report({ node: data, messageId: "opaque", data: { target } });
        }
      },
    };
  },
};

export default { rules: { "lifecycle-writes": rule } };
