import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import functionsDomains from "./eslint-rules/functionsDomains.mjs";
import lifecycleWrites from "./eslint-rules/lifecycleWrites.mjs";
import webLayers from "./eslint-rules/webLayers.mjs";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "functions/lib/**", "functions/served/**", ".cache/**", ".emulator-data/**", "docs/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Every layer of the web app: its sources, tests and build machinery (eslint-rules/webLayers.mjs).
    files: ["web/**/*.{ts,tsx}"],
    plugins: { bawwaba: webLayers },
    rules: { "bawwaba/web-layers": "error" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `ar` is every message, the staff sections included: a page importing
      // it would download all of them. Each page imports `arPublic` and the
      // staff sections it shows (common/src/messages/ar.ts).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@bawwaba/common",
              importNames: ["ar"],
              message:
                "Import arPublic and the staff sections the page shows (staffMessages, dashboardMessages, ...) instead: ar holds every staff section, so a page importing it downloads all of them.",
            },
          ],
        },
      ],
    },
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["functions/src/**/*.ts"],
    plugins: { bawwaba: { rules: { ...lifecycleWrites.rules, ...functionsDomains.rules } } },
    rules: { "bawwaba/lifecycle-writes": "error", "bawwaba/functions-domains": "error" },
  },
  {
    files: ["scripts/**/*.{mjs,ts}", "functions/**/*.{ts,mjs}", "tests/**/*.ts", "*.{mjs,ts}", "bench/**/*.{mjs,ts}", "eslint-rules/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    // The build runs in Node; its starter script and the prerendered app are the browser's.
    files: ["web/build/**/*.{ts,tsx}", "web/vite.config.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
