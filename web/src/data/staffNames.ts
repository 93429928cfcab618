// The names staff know each other by (staffAccounts/{email}.displayName, set
// at invitation or on /staff), live, for pages that name sellers. Only a
// super_admin may read the staff records (firestore.rules): for anyone else,
// and until the first answer, no names, and the pages show e-mails.
import { COLLECTIONS } from "@bawwaba/common";
import { collection } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "../lib/firebase";
import { subscribeToQuery } from "./liveQuery";

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** E-mail (lower-cased, as the records' ids) → name, for the roles that may read them. */
export function useStaffNames(role: string | null | undefined): ReadonlyMap<string, string> {
  const [names, setNames] = useState(NO_NAMES);
  useEffect(() => {
    if (role !== "super_admin") return undefined;
    return subscribeToQuery(
      collection(db, COLLECTIONS.staffAccounts),
      (record) => [record.id, record.get("displayName") as unknown] as const,
      (entries) => setNames(new Map(entries.filter((entry): entry is readonly [string, string] => typeof entry[1] === "string" && entry[1] !== ""))),
      (error) => console.error("Could not load the staff names", error),
    );
  }, [role]);
  return role === "super_admin" ? names : NO_NAMES;
}
