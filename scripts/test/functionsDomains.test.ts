// The lint rule that keeps functions/src's domains importing in one
// direction (eslint-rules/functionsDomains.mjs), run through the project's
// own ESLint configuration on fixture texts placed (by path only: nothing is
// written) where the imports would live.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: repoRoot });

async function domainProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === "bawwaba/functions-domains").map((message) => message.message);
}

describe("npm run lint's functions domains", () => {
  it("refuses a domain importing one above it, however the path is spelled", async () => {
    const orders = await domainProblems("functions/src/orders/corrections/Fixture.ts", 'export { refundThroughProviders } from "../../payments/refunds.js";\n');
    expect(orders).toEqual(["orders/corrections/Fixture.ts may not import payments/refunds.ts: orders imports only orders, promo, waitingList, invoices, tickets, inventory, stats, settings, shared."]);
    expect(await domainProblems("functions/src/tickets/Fixture.ts", 'export { endOrder } from "../orders/lifecycle.js";\n')).toHaveLength(1);
    expect(await domainProblems("functions/src/inventory/Fixture.ts", 'export const load = () => import("../stats/salesStats.js");\n')).toHaveLength(1);
    expect(await domainProblems("functions/src/shared/Fixture.ts", 'export * from "../tickets/newTickets.js";\n')).toHaveLength(1);
  });

  it("refuses any file but index.ts importing a file that declares Cloud Functions", async () => {
    const problems = await domainProblems("functions/src/orders/Fixture.ts", 'export { issueTickets } from "./callables.js";\n');
    expect(problems).toEqual(["orders/Fixture.ts may not import orders/callables.ts: only index.ts imports a file that declares Cloud Functions."]);
    expect(await domainProblems("functions/src/payments/callables.ts", 'export { paymentWebhook } from "./webhook.js";\n')).toHaveLength(1);
  });

  it("allows a domain itself and those below it, and the entries every domain", async () => {
    const payments = await domainProblems(
      "functions/src/payments/Fixture.ts",
      [
        'export { endOrder } from "../orders/lifecycle.js";',
        'export { planVoiding } from "../tickets/lifecycle.js";',
        'export { runTransaction } from "../shared/transactions.js";',
        'export { db } from "../admin.js";',
        'export { logRefusal } from "./refusalLog.js";',
        "",
      ].join("\n"),
    );
    expect(payments).toEqual([]);
    expect(await domainProblems("functions/src/tickets/callables.ts", 'export { startBulkJob } from "../orders/bulk/startBulkJob.js";\n')).toEqual([]);
    expect(await domainProblems("functions/src/index.ts", 'export * from "./orders/callables.js";\n')).toEqual([]);
  });
});
