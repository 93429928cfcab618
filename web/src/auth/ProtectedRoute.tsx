// docs/product.md §2 protection: spinner while loading, no user → /login (which
// returns here with the same query: a scanned link keeps its search), a role
// without permission for the path → /, otherwise the page.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { canAccess, ROUTES } from "./access";
import { useSession } from "./AuthProvider";

export function ProtectedRoute({ path, children }: { path: string; children: ReactNode }) {
  const { loading, user, role } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname + location.search }} />;
  if (!canAccess(role, path)) return <Navigate to={ROUTES.home} replace />;
  return <>{children}</>;
}
