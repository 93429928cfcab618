// Where a paid order's ticket is added to a wallet (docs/contracts.md
// "Wallet passes"): `/api/wallet/{wallet}/{orderId}/{ticketId}?t=<order
// access token>`, through Hosting's rewrite to the `walletPass` function.
// The order page links to it; the function reads it back.

export const WALLET_PATH = "/api/wallet";
export const WALLETS = ["apple", "google"] as const;
export type Wallet = (typeof WALLETS)[number];

/** Which wallets the server can make passes for now (`getOrderTickets` answers it). */
export type WalletAvailability = Record<Wallet, boolean>;

/** The query parameter that carries the order's access token. */
export const WALLET_TOKEN_PARAMETER = "t";

/** The path (with its query) of one ticket's pass for `wallet`. */
export function walletPassPath(wallet: Wallet, link: { orderId: string; accessToken: string }, ticketId: string): string {
  const { orderId, accessToken } = link;
  return `${WALLET_PATH}/${wallet}/${encodeURIComponent(orderId)}/${encodeURIComponent(ticketId)}?${WALLET_TOKEN_PARAMETER}=${encodeURIComponent(accessToken)}`;
}
