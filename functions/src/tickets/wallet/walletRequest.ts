// What a wallet request is answered (the `walletPass` function writes it;
// docs/contracts.md "Wallet passes"): GET only;
// `/api/wallet/{apple|google}/{orderId}/{ticketId}?t=<access token>` through
// Hosting, or the same without `/api/wallet` at the function's own URL.
// Apple: the .pkpass itself; Google: a redirect to the save link. Nothing is
// kept by a cache or told to another site: every answer is private, no-store
// and no-referrer (the token is in the URL).
import { DOC_ID_PATTERN, WALLET_PATH, WALLET_TOKEN_PARAMETER, WALLETS, ar, walletMessages, type Wallet } from "@bawwaba/common";
import { buildApplePass, type PassImages } from "./applePass.js";
import { googleWalletSaveLink } from "./googleWalletLink.js";
import type { AppleWalletCredentials, GoogleWalletCredentials, WalletSetting } from "./walletCredentials.js";
import { orderNotFound, WalletRefusal, type WalletFacts, type WalletPassRequest } from "./walletFacts.js";

export interface WalletAnswer {
  status: number;
  headers: Record<string, string>;
  /** The .pkpass, or the refusal's Arabic message as JSON; none for a redirect. */
  body?: Buffer | { error: string };
}

export interface WalletServices {
  readFacts(request: WalletPassRequest): Promise<WalletFacts>;
  apple(): WalletSetting<AppleWalletCredentials>;
  google(): WalletSetting<GoogleWalletCredentials>;
  images: PassImages;
  /** The web app's origins, the save link's `origins`. */
  origins: string[];
  now?: () => Date;
}

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

const refused = (refusal: WalletRefusal): WalletAnswer => ({
  status: refusal.status,
  headers: PRIVATE,
  body: { error: refusal.message },
});

/** The request's wallet and ids, or undefined for any other path. */
function parsePath(path: string): { wallet: Wallet; orderId: string; ticketId: string } | undefined {
  const rest = path.startsWith(`${WALLET_PATH}/`) ? path.slice(WALLET_PATH.length) : path;
  const parts = rest.replace(/^\/+|\/+$/g, "").split("/");
  if (parts.length !== 3) return undefined;
  const [wallet, orderId, ticketId] = parts as [string, string, string];
  if (!(WALLETS as readonly string[]).includes(wallet) || !DOC_ID_PATTERN.test(orderId) || !DOC_ID_PATTERN.test(ticketId)) return undefined;
  return { wallet: wallet as Wallet, orderId, ticketId };
}

/** The .pkpass's file name: ASCII only (ids are), so the header needs no encoding. */
function passFileName(facts: WalletFacts): string {
  return `ticket-${facts.ticketId}.pkpass`;
}

export async function answerWalletRequest(
  services: WalletServices,
  request: { method: string; path: string; query: Record<string, unknown> },
): Promise<WalletAnswer> {
  if (request.method !== "GET") {
    return { status: 405, headers: { ...PRIVATE, Allow: "GET" }, body: { error: walletMessages.errors.methodNotAllowed } };
  }
  const target = parsePath(request.path);
  if (!target) return refused(orderNotFound());
  const token = request.query[WALLET_TOKEN_PARAMETER];
  const accessToken = typeof token === "string" ? token : "";

  try {
    if (target.wallet === "apple") {
      const apple = services.apple();
      if (!apple.on) return refused(new WalletRefusal(503, walletMessages.errors.appleOff));
      const facts = await services.readFacts({ orderId: target.orderId, ticketId: target.ticketId, accessToken });
      return {
        status: 200,
        headers: {
          ...PRIVATE,
          "Content-Type": "application/vnd.apple.pkpass",
          "Content-Disposition": `attachment; filename="${passFileName(facts)}"`,
        },
        body: buildApplePass(facts, apple.credentials, services.images),
      };
    }
    const google = services.google();
    if (!google.on) return refused(new WalletRefusal(503, walletMessages.errors.googleOff));
    const facts = await services.readFacts({ orderId: target.orderId, ticketId: target.ticketId, accessToken });
    const link = await googleWalletSaveLink(facts, google.credentials, {
      origins: services.origins,
      issuerName: walletMessages.pass.organizationName,
      ...(services.now ? { now: services.now() } : {}),
    });
    return { status: 302, headers: { ...PRIVATE, Location: link } };
  } catch (error) {
    if (error instanceof WalletRefusal) return refused(error);
    throw error;
  }
}

/** The answer to a failure nobody foresaw (logged by the caller). */
export const failedAnswer = (): WalletAnswer => ({ status: 500, headers: PRIVATE, body: { error: ar.errors.unknown } });
