// The buyer's session as a page sees it: the verified phone (from the
// device's hint at once, then from Firebase Auth once loaded), signing in
// and out, and the ID token a call sends. Auth loads only for a device that
// has a buyer session or a buyer who starts the phone step (buyerAuth.ts).
import { useEffect, useState } from "react";
import { tabStorage } from "../../../lib/deviceStorage";
import { importOnce } from "../../../lib/importOnce";
import { clearCheckoutDrafts } from "../model/checkoutDrafts";
import { buyerSessionHint } from "./buyerSessionHint";

const loadBuyerAuth = importOnce(() => import("./buyerAuth"));

export interface BuyerSession {
  /** The verified phone (E.164), or null when no buyer is signed in here. */
  phone: string | null;
  signedIn(phone: string): void;
  signOut(): Promise<void>;
  /** The ID token to send, or null when signed out (then `phone` becomes null). */
  idToken(): Promise<string | null>;
}

/** `onDevice` false: no session, as the page's HTML shows it, until it is true (EventCheckout's `onDevice`). */
export function useBuyerSession(onDevice = true): BuyerSession {
  const [phone, setPhone] = useState(() => (onDevice ? buyerSessionHint.read() : null));
  const [hinted, setHinted] = useState(onDevice);
  if (onDevice && !hinted) {
    setHinted(true);
    setPhone(buyerSessionHint.read());
  }

  useEffect(() => {
    if (buyerSessionHint.read() === null) return;
    let current = true;
    loadBuyerAuth()
      .then((auth) => auth.currentBuyerPhone())
      .then((verified) => {
        // Firebase Auth's word corrects the device's hint.
        if (current) setPhone(verified);
      })
      .catch((error: unknown) => console.warn("Could not load the buyer's session", error));
    return () => {
      current = false;
    };
  }, []);

  return {
    phone,
    signedIn(verified) {
      setPhone(verified);
    },
    async signOut() {
      await (await loadBuyerAuth()).signOutBuyer();
      // What the buyer typed into checkouts on this device goes with the session.
      clearCheckoutDrafts(tabStorage);
      setPhone(null);
    },
    async idToken() {
      const token = await (await loadBuyerAuth()).buyerIdToken();
      if (token === null) setPhone(null);
      return token;
    },
  };
}
