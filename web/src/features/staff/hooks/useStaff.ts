// The staff list, live: undefined until the first answer from the server;
// with each address's recorded state (invited, active, removed) and name.
import { useEffect, useMemo, useState } from "react";
import { subscribeToStaff, subscribeToStaffRecords } from "../api";
import { staffLoadErrorMessage } from "../model/staffErrors";
import { withNames } from "../model/staffList";
import type { StaffMember, StaffRecord } from "../model/types";

export function useStaff(): { members?: StaffMember[]; records: StaffRecord[]; loadError?: string } {
  const [members, setMembers] = useState<StaffMember[]>();
  const [records, setRecords] = useState<StaffRecord[]>([]);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    const failed = (error: unknown) => {
      console.error("Could not load the staff list", error);
      setLoadError(staffLoadErrorMessage(error));
    };
    const stopMembers = subscribeToStaff((next) => {
      setMembers(next);
      setLoadError(undefined);
    }, failed);
    const stopRecords = subscribeToStaffRecords(setRecords, failed);
    return () => {
      stopMembers();
      stopRecords();
    };
  }, []);

  const named = useMemo(() => members && withNames(members, records), [members, records]);
  return { members: named, records, loadError };
}
