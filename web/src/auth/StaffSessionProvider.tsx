// The staff session (loaded by AuthProvider when one begins, with Firebase
// Auth and Firestore): the Firebase user and the role from its ID token.
// When the claims mirror (functions/src/roles) changes the role it writes
// `claimsSync/{uid}`; we listen to that document and refresh the ID token,
// so a new role shows without signing out. A role taken away (removed or
// lowered) signs the person out instead, with a message on the sign-in page.
// No trigger fires when an address is verified or changed, so at sign-in an
// account whose token has no role for its current address asks the
// functions to check its role now (syncMyRole). A session that ends in
// another tab (its sign-out's message, or Auth finding no user where this
// page had one) ends here too: the page forgets what the session left on the
// device and starts afresh (lib/firebase.ts, docs/security.md "Staff devices").
import { CALLABLES, COLLECTIONS, losesStaffRights, roleDocId, type SyncMyRoleResult } from "@bawwaba/common";
import { onIdTokenChanged, type User } from "firebase/auth";
import { doc, onSnapshot } from "firebase/firestore";
import { useEffect, useState, type ReactNode } from "react";
import { auth, db, forgetSessionEndedElsewhere, onSignOutInAnotherTab, signOutAndForget } from "../lib/firebase";
import { callFunction, setIdTokenSource } from "../lib/callFunction";
import { isPublicPath, ROUTES } from "./access";
import { SESSION_ENDED_PARAM, SessionContext, type Session, type SessionEnd } from "./AuthProvider";
import { roleFromClaim } from "./role";
import { staffSessionHint } from "./staffSessionHint";

type TokenSession = Session & {
  /**
   * The token's verified address has no role applied for it (none yet, or
   * the role of an address the account no longer has): worth asking the
   * functions once whether one is due.
   */
  roleCheckDue: boolean;
};

// Calls to the functions carry the signed-in member's ID token, as the Functions SDK did.
setIdTokenSource(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));

async function readSession(user: User | null): Promise<TokenSession> {
  if (!user) return { loading: false, user: null, role: null, roleClaim: undefined, roleCheckDue: false };
  try {
    const { claims } = await user.getIdTokenResult();
    const roleCheckDue =
      claims.email_verified === true && typeof claims.email === "string" && claims.roleEmail !== roleDocId(claims.email);
    return { loading: false, user, role: roleFromClaim(claims.role), roleClaim: claims.role, roleCheckDue };
  } catch (error) {
    // docs/product.md §1: a failed lookup gives the default role; it is only logged.
    console.error("Could not read the role from the ID token", error);
    return { loading: false, user, role: roleFromClaim(undefined), roleClaim: undefined, roleCheckDue: false };
  }
}

/** A session that ended: loading until the page starts afresh, so that no page reacts to the missing user meanwhile. */
const ENDING: TokenSession = { loading: true, user: null, role: null, roleClaim: undefined, roleCheckDue: false };

/** How long a sign-in waits for its role check before going on without it. */
const ROLE_CHECK_TIMEOUT_MS = 10_000;

/** Asks the functions to apply the role due to this account now; refreshes the token when it changed. */
async function checkRoleNow(user: User): Promise<void> {
  const result = await callFunction<null, SyncMyRoleResult>(CALLABLES.syncMyRole, null, { timeoutMs: ROLE_CHECK_TIMEOUT_MS });
  if (result.changed) await user.getIdToken(true);
}

export default function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<TokenSession>({
    loading: true,
    user: null,
    role: null,
    roleClaim: undefined,
    roleCheckDue: false,
  });

  // Fires on sign-in, sign-out and every token refresh (so after a role change).
  useEffect(() => {
    let latest = 0;
    let hadUser = false;
    /** The session ended (here or in another tab): the page shows a spinner until it starts afresh. */
    const ended = () => {
      ++latest;
      setSession(ENDING);
      // A public page is opened again as it is; a staff page goes to the sign-in page.
      forgetSessionEndedElsewhere(isPublicPath(window.location.pathname) ? undefined : ROUTES.login);
    };
    const stopListening = onSignOutInAnotherTab(() => {
      if (hadUser) ended();
    });
    const stopWatching = onIdTokenChanged(auth, (user) => {
      // A public page starts this session again only on a device that has one (staffSessionHint.ts).
      staffSessionHint.write(user !== null);
      // Nobody signed in where this page had someone: signed out here (lib/firebase.ts does the rest) or in another tab.
      if (!user && hadUser) return ended();
      hadUser ||= user !== null;
      const call = ++latest;
      void readSession(user).then((next) => {
        if (call !== latest) return;
        setSession(next);
      });
    });
    return () => {
      stopListening();
      stopWatching();
    };
  }, []);

  const uid = session.user?.uid;
  const { roleClaim, user, roleCheckDue } = session;
  useEffect(() => {
    if (!uid || !user) return;
    return onSnapshot(
      doc(db, COLLECTIONS.claimsSync, uid),
      (snapshot) => {
        if (!snapshot.exists()) return;
        const mirrored: unknown = snapshot.get("role") ?? null;
        if (mirrored === (roleClaim ?? null)) return;
        if (losesStaffRights(roleClaim, mirrored)) {
          // Its refresh tokens are revoked too: end the session here, forget
          // what this device cached of it, and say why on the sign-in page.
          const reason: SessionEnd = "roleRemoved";
          signOutAndForget(`${ROUTES.login}?${SESSION_ENDED_PARAM}=${reason}`).catch((error: unknown) =>
            console.error("Could not sign out after a role removal", error),
          );
          return;
        }
        user.getIdToken(true).catch((error: unknown) => {
          console.error("Could not refresh the ID token after a role change", error);
        });
      },
      (error) => console.error("Could not listen for role changes", error),
    );
  }, [uid, user, roleClaim]);

  // The role check of an account that may have a role due: the session stays
  // loading until it is answered, so that a first sign-in (an invitation's,
  // say) lands on the role's home page rather than on /welcome.
  const checkKey = user ? `${user.uid}/${user.email ?? ""}` : "";
  const [checkedKey, setCheckedKey] = useState<string>();
  useEffect(() => {
    if (!user || !roleCheckDue) return;
    let current = true;
    checkRoleNow(user)
      .catch((error: unknown) => console.error("Could not check the role of this account", error))
      .then(() => readSession(user))
      .then((next) => {
        if (!current) return;
        setSession(next);
        setCheckedKey(`${user.uid}/${user.email ?? ""}`);
      })
      .catch((error: unknown) => console.error("Could not read the session after a role check", error));
    return () => {
      current = false;
    };
  }, [user, roleCheckDue]);

  const loading = session.loading || (roleCheckDue && checkedKey !== checkKey);
  const value: Session = { loading, user, role: session.role, roleClaim };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
