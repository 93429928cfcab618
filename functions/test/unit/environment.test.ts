// The functions tell the emulator from production by what a deploy cannot
// set: App Check, the invitation links and the test gateway depend on it.
import { describe, expect, it } from "vitest";
import { isEmulatorEnvironment } from "../../src/shared/environment.js";

/** What the Functions emulator (firebase-tools 14) gives an emulated function. */
const EMULATOR = {
  FUNCTIONS_EMULATOR: "true",
  FIREBASE_EMULATOR_HUB: "127.0.0.1:4400",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  GCLOUD_PROJECT: "demo-bawwaba",
  K_SERVICE: "purchaseTickets",
  K_REVISION: "1",
  PORT: "80",
};

/** What Cloud Run gives a deployed function (2nd gen), with the project's parameters. */
const PRODUCTION = {
  GCLOUD_PROJECT: "bawwaba-prod",
  K_SERVICE: "purchasetickets",
  K_REVISION: "purchasetickets-00012-xoz",
  K_CONFIGURATION: "purchasetickets",
  PORT: "8080",
  FUNCTION_TARGET: "purchaseTickets",
  ORDER_HOLD_MINUTES: "15",
};

describe("isEmulatorEnvironment", () => {
  it("is the emulator where the Functions emulator runs the function", () => {
    expect(isEmulatorEnvironment(EMULATOR)).toBe(true);
  });

  it("is production when a deploy's environment file sets FUNCTIONS_EMULATOR=true", () => {
    expect(isEmulatorEnvironment({ ...PRODUCTION, FUNCTIONS_EMULATOR: "true" })).toBe(false);
  });

  it("is production with every emulator variable a .env file may set (the CLI refuses FIREBASE_* ones)", () => {
    const settable = { FUNCTIONS_EMULATOR: "true", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", PUBSUB_EMULATOR_HOST: "127.0.0.1:8085" };
    expect(isEmulatorEnvironment({ ...PRODUCTION, ...settable })).toBe(false);
  });

  it("is production when Cloud Run says so, whatever else is set", () => {
    expect(isEmulatorEnvironment({ ...EMULATOR, K_CONFIGURATION: "purchasetickets" })).toBe(false);
  });

  it("is production with nothing set, and for any other value of the switch", () => {
    expect(isEmulatorEnvironment({})).toBe(false);
    expect(isEmulatorEnvironment(PRODUCTION)).toBe(false);
    expect(isEmulatorEnvironment({ ...EMULATOR, FUNCTIONS_EMULATOR: "1" })).toBe(false);
  });
});
