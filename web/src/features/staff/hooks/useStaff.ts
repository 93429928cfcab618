// The staff list, live: undefined until the first answer from the server.
import { useEffect, useState } from "react";
import { subscribeToStaff } from "../api";
import { staffLoadErrorMessage } from "../model/staffErrors";
import type { StaffMember } from "../model/types";

export function useStaff(): { members?: StaffMember[]; loadError?: string } {
  const [members, setMembers] = useState<StaffMember[]>();
  const [loadError, setLoadError] = useState<string>();

  useEffect(
    () =>
      subscribeToStaff(
        (next) => {
          setMembers(next);
          setLoadError(undefined);
        },
        (error) => {
          console.error("Could not load the staff list", error);
          setLoadError(staffLoadErrorMessage(error));
        },
      ),
    [],
  );

  return { members, loadError };
}
