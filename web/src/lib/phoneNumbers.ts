// The phone library (@bawwaba/common/phone: libphonenumber-js with its
// metadata; its size: docs/performance.md § Libraries loaded on demand),
// loaded when a page first needs to read a number, not with the page: every
// staff page that takes a phone is within a
// few kB of its budget (tests/browser/bundleBudget.test.ts), and the shop's
// first view takes none. So a module in a page's first download imports
// normalizePhone and the rest from here, never from "@bawwaba/common" (whose
// phone.ts would then join that download); the default country and the
// shape test are in @bawwaba/common's phoneBasics.ts, without the library.
import type * as PhoneModule from "@bawwaba/common/phone";
import { useEffect, useState } from "react";
import { importOnce } from "./importOnce";

export type PhoneNumbers = typeof PhoneModule;

let loaded: PhoneNumbers | undefined;

/** The phone library, fetched once (a failed download is tried again on the next call). */
export const loadPhoneNumbers = importOnce(() =>
  import("@bawwaba/common/phone").then((module) => {
    loaded = module;
    return module;
  }),
);

/** The phone library once loaded (undefined until then), loading it with the first component that asks. */
export function usePhoneNumbers(): PhoneNumbers | undefined {
  const [phoneNumbers, setPhoneNumbers] = useState(loaded);
  useEffect(() => {
    if (phoneNumbers) return;
    let mounted = true;
    loadPhoneNumbers().then(
      (module) => mounted && setPhoneNumbers(module),
      // The component works without it meanwhile; whoever needs a number read awaits loadPhoneNumbers and reports it.
      (error: unknown) => console.error("Could not load the phone library", error),
    );
    return () => {
      mounted = false;
    };
  }, [phoneNumbers]);
  return phoneNumbers;
}
