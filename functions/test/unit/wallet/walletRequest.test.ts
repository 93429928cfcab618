// What the walletPass endpoint answers (functions/src/tickets/wallet/walletRequest.ts),
// with the order's checks replaced by a stand-in: GET only; the path names
// the wallet, order and ticket; the token travels in `t`; a wallet that is
// off answers its Arabic refusal before anything is read; every answer is
// private, no-store and no-referrer.
import { ar, walletMessages } from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppleWalletCredentials, testGoogleWalletCredentials } from "../../../../scripts/lib/walletTestCredentials.mjs";
import { GOOGLE_SAVE_URL } from "../../../src/tickets/wallet/googleWalletLink.js";
import type { AppleWalletCredentials, GoogleWalletCredentials, WalletSetting } from "../../../src/tickets/wallet/walletCredentials.js";
import { WalletRefusal, type WalletPassRequest } from "../../../src/tickets/wallet/walletFacts.js";
import { answerWalletRequest, type WalletServices } from "../../../src/tickets/wallet/walletRequest.js";
import { unzipPass } from "../../../../tests/support/pkpass.js";
import { facts, images } from "./walletFixtures.js";

const TOKEN = "the-order-access-token";
let apple: WalletSetting<AppleWalletCredentials>;
let google: WalletSetting<GoogleWalletCredentials>;
beforeAll(() => {
  apple = { on: true, credentials: testAppleWalletCredentials() };
  google = { on: true, credentials: testGoogleWalletCredentials() };
});

/** Services whose order check accepts TOKEN for facts' order and ticket only; `asked` records each check. */
function services(overrides: Partial<WalletServices> = {}) {
  const asked: WalletPassRequest[] = [];
  const service: WalletServices = {
    readFacts: async (request) => {
      asked.push(request);
      if (request.accessToken !== TOKEN || request.orderId !== facts.orderId || request.ticketId !== facts.ticketId) {
        throw new WalletRefusal(404, ar.errors.orderLinkInvalid);
      }
      return facts;
    },
    apple: () => apple,
    google: () => google,
    images,
    origins: ["https://demo-bawwaba.web.app"],
    ...overrides,
  };
  return { service, asked };
}

const get = (path: string, query: Record<string, unknown> = { t: TOKEN }) => ({ method: "GET", path, query });
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

describe("answerWalletRequest", () => {
  it("answers the Apple pass as a private attachment, through Hosting's path or the function's own", async () => {
    for (const path of [`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`, `/apple/${facts.orderId}/${facts.ticketId}`]) {
      const { service, asked } = services();
      const answer = await answerWalletRequest(service, get(path));
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        ...PRIVATE,
        "Content-Type": "application/vnd.apple.pkpass",
        "Content-Disposition": `attachment; filename="ticket-${facts.ticketId}.pkpass"`,
      });
      expect(Object.keys(unzipPass(answer.body as Buffer))).toContain("signature");
      expect(asked).toEqual([{ orderId: facts.orderId, ticketId: facts.ticketId, accessToken: TOKEN }]);
    }
  });

  it("redirects to Google's save link", async () => {
    const answer = await answerWalletRequest(services().service, get(`/api/wallet/google/${facts.orderId}/${facts.ticketId}`));
    expect(answer.status).toBe(302);
    expect(answer.headers).toMatchObject(PRIVATE);
    expect(answer.headers.Location?.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    expect(answer.body).toBeUndefined();
  });

  it("answers a wrong token, a wrong ticket and a path it does not know alike", async () => {
    const answers = await Promise.all(
      [
        get(`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`, { t: "wrong" }),
        get(`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`, {}),
        get(`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`, { t: [TOKEN, TOKEN] }),
        get(`/api/wallet/google/${facts.orderId}/another-ticket`),
        get(`/api/wallet/samsung/${facts.orderId}/${facts.ticketId}`),
        get(`/api/wallet/apple/${facts.orderId}`),
        get(`/api/wallet/apple/../orders/${facts.ticketId}`),
      ].map((request) => answerWalletRequest(services().service, request)),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 404, headers: expect.objectContaining(PRIVATE), body: { error: ar.errors.orderLinkInvalid } });
  });

  it("passes on the order check's refusals", async () => {
    const refusing = services({ readFacts: async () => Promise.reject(new WalletRefusal(409, walletMessages.errors.ticketVoid)) }).service;
    expect(await answerWalletRequest(refusing, get(`/api/wallet/google/${facts.orderId}/${facts.ticketId}`))).toMatchObject({
      status: 409,
      body: { error: walletMessages.errors.ticketVoid },
    });
  });

  it("answers a wallet that is off with its Arabic message, before reading anything", async () => {
    const { service, asked } = services({ apple: () => ({ on: false, reason: "off" }), google: () => ({ on: false, reason: "malformed" }) });
    expect(await answerWalletRequest(service, get(`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`))).toEqual({
      status: 503,
      headers: expect.objectContaining(PRIVATE),
      body: { error: "إضافة التذاكر إلى Apple Wallet غير متاحة الآن. اعرض رمز QR من صفحة الطلب عند البوابة." },
    });
    expect(await answerWalletRequest(service, get(`/api/wallet/google/${facts.orderId}/${facts.ticketId}`))).toMatchObject({
      status: 503,
      body: { error: walletMessages.errors.googleOff },
    });
    expect(asked).toEqual([]);
  });

  it("refuses every method but GET", async () => {
    for (const method of ["POST", "PUT", "DELETE", "HEAD"]) {
      const answer = await answerWalletRequest(services().service, { ...get(`/api/wallet/apple/${facts.orderId}/${facts.ticketId}`), method });
      expect(answer).toMatchObject({ status: 405, headers: { Allow: "GET", ...PRIVATE }, body: { error: walletMessages.errors.methodNotAllowed } });
    }
  });
});
