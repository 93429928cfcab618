// Role writes in flight, one per e-mail at a time, and what the person must
// see about the last one: a success, or the Arabic reason it failed.
import type { Role, StaffRole } from "@bawwaba/common";
import { useCallback, useState } from "react";
import { runForFeedback, type Feedback } from "../../../lib/writeFeedback";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { inviteStaff, removeStaffRole, renameStaff, setStaffRole } from "../api";
import { staffWriteErrorMessage } from "../model/staffErrors";

export interface RoleWrites {
  /** E-mails whose write has not been answered yet. */
  pending: ReadonlySet<string>;
  feedback: Feedback | null;
  clearFeedback: () => void;
  /** Resolve to whether the write succeeded; never reject. */
  setRole: (email: string, role: Role, successMessage: string) => Promise<boolean>;
  remove: (email: string, successMessage: string) => Promise<boolean>;
  /** An invitation (inviteStaff): the function's refusal is told in its own words. */
  invite: (email: string, displayName: string, role: StaffRole, successMessage: string) => Promise<boolean>;
  /** A new name (renameStaff), refused in the function's words. */
  rename: (email: string, displayName: string, successMessage: string) => Promise<boolean>;
}

function withEmail(pending: ReadonlySet<string>, email: string, present: boolean): ReadonlySet<string> {
  const next = new Set(pending);
  if (present) next.add(email);
  else next.delete(email);
  return next;
}

export function useRoleWrites(): RoleWrites {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const track = useCallback(
    async (email: string, write: () => Promise<void>, successMessage: string, errorMessage = staffWriteErrorMessage) => {
    setPending((current) => withEmail(current, email, true));
    setFeedback(null);
    const result = await runForFeedback(write, successMessage, errorMessage, `A role write for ${email}`);
    setPending((current) => withEmail(current, email, false));
    setFeedback(result);
    return result.severity === "success";
    },
    [],
  );

  const setRole = useCallback(
    (email: string, role: Role, successMessage: string) => track(email, () => setStaffRole(email, role), successMessage),
    [track],
  );
  const remove = useCallback(
    (email: string, successMessage: string) => track(email, () => removeStaffRole(email), successMessage),
    [track],
  );
  const invite = useCallback(
    (email: string, displayName: string, role: StaffRole, successMessage: string) =>
      track(email, () => inviteStaff(email, displayName, role), successMessage, callErrorMessage),
    [track],
  );
  const rename = useCallback(
    (email: string, displayName: string, successMessage: string) =>
      track(email, () => renameStaff(email, displayName), successMessage, callErrorMessage),
    [track],
  );
  const clearFeedback = useCallback(() => setFeedback(null), []);
  return { pending, feedback, clearFeedback, setRole, remove, invite, rename };
}
