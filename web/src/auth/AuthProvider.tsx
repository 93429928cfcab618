// The session for the whole app: who is signed in and with what role. A
// visitor of the public pages never loads Firebase Auth (nor Firestore): the
// staff session (StaffSessionProvider, with the SDK) starts only on the
// sign-in page, a staff page, or a device that noted a staff session
// (staffSessionHint.ts); until then everyone is a signed-out visitor.
import type { User } from "firebase/auth";
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { isPublicPath, ROUTES } from "./access";
import type { SessionRole } from "./role";
import { staffSessionHint } from "./staffSessionHint";

/**
 * Why the app itself ended the last session, for the sign-in page to say:
 * sign-out reloads the app (to drop the cache), so it travels in the URL.
 */
export const SESSION_ENDED_PARAM = "ended";
export type SessionEnd = "roleRemoved";

export interface Session {
  /** True until the first answer from Firebase Auth about who is signed in. */
  loading: boolean;
  user: User | null;
  /** null when signed out. */
  role: SessionRole | null;
  /** The raw `role` claim of the current ID token, to compare with the mirror. */
  roleClaim: unknown;
}

export const SessionContext = createContext<Session | null>(null);

const VISITOR: Session = { loading: false, user: null, role: null, roleClaim: undefined };
const STARTING: Session = { ...VISITOR, loading: true };

const StaffSessionProvider = lazy(() => import("./StaffSessionProvider"));

/** Pages that need to know who is signed in: the sign-in page and every page but the public ones. */
function beginsStaffSession(pathname: string): boolean {
  return pathname === ROUTES.login || !isPublicPath(pathname);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [started, setStarted] = useState(() => staffSessionHint.read());
  // Once begun, the session stays for the life of the page (back on the shop, a staff member stays signed in).
  if (!started && beginsStaffSession(pathname)) setStarted(true);
  if (!started) return <SessionContext.Provider value={VISITOR}>{children}</SessionContext.Provider>;
  return (
    <Suspense fallback={<SessionContext.Provider value={STARTING}>{children}</SessionContext.Provider>}>
      <StaffSessionProvider>{children}</StaffSessionProvider>
    </Suspense>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <AuthProvider>");
  return session;
}
