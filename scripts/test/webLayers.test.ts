// The lint rule that keeps the web app's layers apart (eslint-rules/webLayers.mjs),
// run through the project's own ESLint configuration on fixture texts placed
// (by path only: nothing is written) where the imports would live.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: repoRoot });

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === "bawwaba/web-layers").map((message) => message.message);
}

describe("npm run lint's web layers", () => {
  it("refuses a feature importing another feature, however the path is spelled", async () => {
    const problems = await layerProblems(
      "web/src/features/sales/editor/components/Fixture.tsx",
      'import { fetchTicketsPage } from "../../../tickets/api";\nexport const x = fetchTicketsPage;\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("features/sales may not import src/features/tickets/api");
  });

  it("refuses a feature or a shared layer importing the app shell, and shared code importing a feature", async () => {
    expect(await layerProblems("web/src/features/shop/Fixture.ts", 'export { appRoutes } from "../../app/routeTable";\n')).toHaveLength(1);
    expect(await layerProblems("web/src/lib/Fixture.ts", 'export const load = () => import("../app/theme");\n')).toHaveLength(1);
    expect(await layerProblems("web/src/components/Fixture.ts", 'export * from "../features/tickets/api";\n')).toHaveLength(1);
  });

  it("allows a feature its own files and the shared layers, and the app shell everything", async () => {
    const feature = await layerProblems(
      "web/src/features/tickets/Fixture.ts",
      [
        'export { fetchTicketsPage } from "./api";',
        'export { ltr } from "../../lib/bidi";',
        'export { TicketStatusChip } from "../../components/TicketStatusChip";',
        'export { useManagedEvents } from "../../data/useManagedEvents";',
        'export { useSession } from "../../auth/AuthProvider";',
        "",
      ].join("\n"),
    );
    expect(feature).toEqual([]);
    expect(await layerProblems("web/src/app/Fixture.ts", 'export { default } from "../features/shop/pages/BuyTicketsPage";\n')).toEqual([]);
  });

  it("keeps the build machinery to the modules the app keeps for it, and the app off the build", async () => {
    expect(await layerProblems("web/build/Fixture.tsx", 'export { firstView } from "../src/app/prerendering";\n')).toEqual([]);
    expect(await layerProblems("web/build/Fixture.ts", 'import { PRERENDERED_ATTRIBUTE } from "../src/app/prerenderedRoot.ts";\nexport const x = PRERENDERED_ATTRIBUTE;\n')).toEqual([]);
    const [reachingIn] = await layerProblems("web/build/Fixture.tsx", 'export { App } from "../src/app/App";\n');
    expect(reachingIn).toContain("build may not import src/app/App: the build reaches the app only through");
    expect(await layerProblems("web/build/Fixture.ts", 'export * from "../src/features/shop/components/ShopStyleSamples";\n')).toHaveLength(1);
    expect(await layerProblems("web/vite.config.ts", 'export { theme } from "./src/app/theme";\n')).toHaveLength(1);
    expect(await layerProblems("web/src/app/Fixture.ts", 'export { shopChunkGroups } from "../../build/shopChunks";\n')).toHaveLength(1);
    expect(await layerProblems("web/src/lib/Fixture.ts", 'export const load = () => import("../../vite.config");\n')).toHaveLength(1);
  });

  it("has the entry start the app shell, not a feature, and lets tests import any layer", async () => {
    expect(await layerProblems("web/src/main.tsx", 'export { App } from "./app/App";\n')).toEqual([]);
    const [feature] = await layerProblems("web/src/main.tsx", 'export { default } from "./features/shop/pages/BuyTicketsPage";\n');
    expect(feature).toContain("the entry starts the app shell");
    expect(await layerProblems("web/test/Fixture.test.ts", 'export { shopChunkGroups } from "../build/shopChunks";\nexport { ShopStyleSamples } from "../src/features/shop/components/ShopStyleSamples";\n')).toEqual([]);
  });
});
