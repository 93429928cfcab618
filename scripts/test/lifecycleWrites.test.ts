// The lint rule that keeps order and ticket status writes in their
// lifecycles and order creation in the sale skeleton
// (eslint-rules/lifecycleWrites.mjs), run through the project's own ESLint
// configuration on fixture texts placed (by path only: nothing is written)
// where the writes would live.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: repoRoot });

async function writeProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === "bawwaba/lifecycle-writes").map((message) => message.message);
}

const HEADER = [
  'import { COLLECTIONS } from "@bawwaba/common";',
  'import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";',
  "declare const db: Firestore;",
  "declare const tx: Transaction;",
  "declare const fields: Record<string, unknown>;",
  "",
].join("\n");

const fixture = (...lines: string[]) => `${HEADER}${lines.join("\n")}\n`;

describe("npm run lint's lifecycle writes", () => {
  it("refuses an order's or a ticket's status written outside the lifecycles, in a transaction or on a reference", async () => {
    const problems = await writeProblems(
      "functions/src/orders/corrections/Fixture.ts",
      fixture(
        "const orderRef = db.collection(COLLECTIONS.orders).doc('o1');",
        "export function close() {",
        '  tx.update(orderRef, { status: "cancelled" });',
        '  tx.update(db.collection(COLLECTIONS.tickets).doc("t1"), { status: "void" });',
        '  return orderRef.update({ "status": "refunded" });',
        "}",
      ),
    );
    expect(problems).toHaveLength(3);
    expect(problems.every((problem) => problem.startsWith("Only the order and ticket lifecycles write a status"))).toBe(true);
  });

  it("refuses a spread, which may carry a status, in a write to an order, a ticket or a document it cannot tell", async () => {
    const problems = await writeProblems(
      "functions/src/payments/Fixture.ts",
      fixture(
        "export function apply(orderRef: DocumentReference, snapshot: DocumentSnapshot) {",
        "  tx.update(db.collection(COLLECTIONS.orders).doc('o1'), { ...fields });",
        "  tx.update(snapshot.ref, { ...fields, voidReason: 'x' });",
        "  const batch = db.batch();",
        "  batch.set(orderRef, { ...fields }, { merge: true });",
        "}",
      ),
    );
    expect(problems).toHaveLength(3);
    expect(problems.every((problem) => problem.startsWith("A spread in a write"))).toBe(true);
  });

  it("refuses an order's or a ticket's fields passed as anything but an object literal", async () => {
    const problems = await writeProblems(
      "functions/src/checkin/Fixture.ts",
      fixture("export const write = () => tx.update(db.collection(COLLECTIONS.tickets).doc('t1'), fields);"),
    );
    expect(problems).toEqual(["Write this ticket's fields as an object literal (so that no status slips in), or through its lifecycle."]);
  });

  it("refuses an order created outside the sale skeleton, directly or by calling the lifecycle's createOrder", async () => {
    const direct = await writeProblems(
      "functions/src/tickets/Fixture.ts",
      fixture("export const sell = () => tx.create(db.collection(COLLECTIONS.orders).doc('o1'), { eventId: 'e1' });"),
    );
    expect(direct).toEqual(["An order is created only by the sale skeleton (functions/src/orders/sale/sell.ts), through the lifecycle's createOrder."]);
    const channel = await writeProblems(
      "functions/src/orders/bulk/Fixture.ts",
      fixture('import { createOrder } from "../lifecycle.js";', "export { createOrder };"),
    );
    expect(channel).toHaveLength(1);
    expect(channel[0]).toContain("through the sale skeleton");
  });

  it("allows the lifecycles their status writes, the skeleton its createOrder, and other documents their status", async () => {
    expect(
      await writeProblems(
        "functions/src/orders/lifecycle.ts",
        fixture("export const pay = (orderRef: DocumentReference) => tx.update(orderRef, { ...fields, status: 'paid' });"),
      ),
    ).toEqual([]);
    expect(
      await writeProblems(
        "functions/src/orders/sale/sell.ts",
        fixture('import { createOrder } from "../lifecycle.js";', "export { createOrder };"),
      ),
    ).toEqual([]);
    expect(
      await writeProblems(
        "functions/src/orders/bulk/Fixture.ts",
        fixture(
          "const jobOf = (id: string) => db.collection(COLLECTIONS.jobs).doc(id);",
          "const shards = new Map<string, number>();",
          "export function write(orderRef: DocumentReference) {",
          "  tx.update(jobOf('j1'), { status: 'done', ...fields });",
          "  tx.create(orderRef.collection(COLLECTIONS.orderAudit).doc(), { ...fields });",
          "  shards.set('a', 1);",
          "  tx.update(orderRef, { buyer: { name: 'x' } });",
          "}",
        ),
      ),
    ).toEqual([]);
  });
});
