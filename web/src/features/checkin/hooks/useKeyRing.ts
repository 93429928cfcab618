// The public keys that verify ticket codes on the device: kept in its
// storage, refreshed live from `ticketKeys` whenever the server is reachable
// (a rotated or withdrawn key takes effect at once).
import type { TicketKeyRing } from "@bawwaba/common/ticketCode";
import { useEffect, useMemo, useState } from "react";
import { subscribeToTicketKeys } from "../api";
import { keyRingFromTexts } from "../model/keyRing";
import { isRecordOf, isString, storedValue } from "../../../lib/storedValue";
import { deviceStorage } from "../../../lib/deviceStorage";

const stored = storedValue<Record<string, string>>(deviceStorage, "scanner.publicKeys", isRecordOf(isString), {});

export interface KeyRingState {
  keyRing: TicketKeyRing;
  /** The server has sent the keys since the page opened. */
  fresh: boolean;
}

export function useKeyRing(): KeyRingState {
  const [keys, setKeys] = useState(stored.read);
  const [fresh, setFresh] = useState(false);
  useEffect(
    () =>
      subscribeToTicketKeys(
        (published) => {
          stored.write(published);
          setKeys(published);
          setFresh(true);
        },
        (error) => console.error("Could not load the ticket keys", error),
      ),
    [],
  );
  const keyRing = useMemo(() => keyRingFromTexts(keys), [keys]);
  return { keyRing, fresh };
}
