// Where a payer is sent back to after paying: only this project's own web
// app. Outside the emulator (as here: FUNCTIONS_EMULATOR is not set) a local
// address or a stranger's site is replaced by the project's Hosting domain.
import { beforeAll, expect, it } from "vitest";

let appOrigin: (origin: string | undefined) => string;
beforeAll(async () => {
  process.env.GCLOUD_PROJECT = "bawwaba-prod";
  ({ appOrigin } = await import("../../src/shared/urls.js"));
});

it("keeps the project's own Hosting domains", () => {
  expect(appOrigin("https://bawwaba-prod.web.app")).toBe("https://bawwaba-prod.web.app");
  expect(appOrigin("https://bawwaba-prod.firebaseapp.com")).toBe("https://bawwaba-prod.firebaseapp.com");
});

it("sends everyone else to the default domain", () => {
  for (const origin of ["https://evil.example", "http://127.0.0.1:5000", "https://bawwaba-prod.web.app.evil.example", undefined]) {
    expect(appOrigin(origin)).toBe("https://bawwaba-prod.web.app");
  }
});
