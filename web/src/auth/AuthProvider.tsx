// The signed-in session: the Firebase user and the role from its ID token.
// When the claims mirror (functions/src/roles) changes the role it writes
// `claimsSync/{uid}`; we listen to that document and refresh the ID token,
// so the new role shows without signing out.
import { COLLECTIONS } from "@bawwaba/common";
import { onIdTokenChanged, type User } from "firebase/auth";
import { doc, onSnapshot } from "firebase/firestore";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { auth, db } from "../app/firebase";
import { roleFromClaim, type SessionRole } from "./role";

export interface Session {
  /** True until the first answer from Firebase Auth about who is signed in. */
  loading: boolean;
  user: User | null;
  /** null when signed out. */
  role: SessionRole | null;
  /** The raw `role` claim of the current ID token, to compare with the mirror. */
  roleClaim: unknown;
}

const SessionContext = createContext<Session | null>(null);

async function readSession(user: User | null): Promise<Session> {
  if (!user) return { loading: false, user: null, role: null, roleClaim: undefined };
  try {
    const token = await user.getIdTokenResult();
    return { loading: false, user, role: roleFromClaim(token.claims.role), roleClaim: token.claims.role };
  } catch (error) {
    // SPEC.md §1: a failed lookup gives the default role; it is only logged.
    console.error("Could not read the role from the ID token", error);
    return { loading: false, user, role: roleFromClaim(undefined), roleClaim: undefined };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({
    loading: true,
    user: null,
    role: null,
    roleClaim: undefined,
  });

  // Fires on sign-in, sign-out and every token refresh (so after a role change).
  useEffect(() => {
    let latest = 0;
    return onIdTokenChanged(auth, (user) => {
      const call = ++latest;
      void readSession(user).then((next) => {
        if (call === latest) setSession(next);
      });
    });
  }, []);

  const uid = session.user?.uid;
  const { roleClaim, user } = session;
  useEffect(() => {
    if (!uid || !user) return;
    return onSnapshot(
      doc(db, COLLECTIONS.claimsSync, uid),
      (snapshot) => {
        if (!snapshot.exists()) return;
        const mirrored = snapshot.get("role") ?? null;
        if (mirrored !== (roleClaim ?? null)) {
          user.getIdToken(true).catch((error: unknown) => {
            console.error("Could not refresh the ID token after a role change", error);
          });
        }
      },
      (error) => console.error("Could not listen for role changes", error),
    );
  }, [uid, user, roleClaim]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <AuthProvider>");
  return session;
}
