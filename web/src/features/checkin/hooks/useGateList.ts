// The chosen event's gate list on this device: read from IndexedDB at once
// (offline too), then synced from the server while it can be reached, only
// the shards changed since the last sync. `live` while the server keeps it
// current; otherwise `syncedAtMillis` tells how old it is.
import type { GateListView } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { readDeviceValue, writeDeviceValue } from "../../../lib/deviceDatabase";
import { subscribeToGateList } from "../api";
import { GateListReplica, storedGateListOf } from "../model/gateListReplica";

export interface GateListState {
  eventId: string;
  view: GateListView;
  live: boolean;
  syncedAtMillis?: number;
}

const storageKey = (eventId: string) => `scanner.gateList.${eventId}`;

export function useGateList(eventId: string | undefined): GateListState | undefined {
  const [state, setState] = useState<GateListState>();

  useEffect(() => {
    if (!eventId) return;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    let replica: GateListReplica | undefined;
    let live = false;
    const show = () => {
      if (replica && !stopped) setState({ eventId, view: replica.view(), live, syncedAtMillis: replica.syncedAtMillis });
    };
    const save = () => {
      if (replica) writeDeviceValue(storageKey(eventId), replica.stored()).catch((error: unknown) => console.error("Could not keep the gate list", error));
    };
    // Up to the moment the browser says it is offline, the list was current.
    const wentOffline = () => {
      if (!live || !replica) return;
      live = false;
      replica.apply([], Date.now());
      save();
      show();
    };
    window.addEventListener("offline", wentOffline);

    readDeviceValue(storageKey(eventId))
      .catch((error: unknown) => {
        console.error("Could not read the gate list kept on this device", error);
        return undefined;
      })
      .then((stored) => {
        if (stopped) return;
        const current = new GateListReplica(storedGateListOf(stored));
        replica = current;
        show();
        unsubscribe = subscribeToGateList(
          eventId,
          current.newestChange,
          (changes, fromServer) => {
            live = fromServer && navigator.onLine;
            current.apply(changes, fromServer ? Date.now() : undefined);
            if (fromServer || changes.length > 0) save();
            show();
          },
          (error) => console.error("Could not sync the gate list", error),
        );
      });
    return () => {
      stopped = true;
      window.removeEventListener("offline", wentOffline);
      unsubscribe?.();
    };
  }, [eventId]);

  return state?.eventId === eventId ? state : undefined;
}
