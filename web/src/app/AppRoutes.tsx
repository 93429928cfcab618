// The shell's route registration and redirects of docs/product.md §2.
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { canAccess, homePathFor, ROUTES } from "../auth/access";
import { useSession } from "../auth/AuthProvider";
import { ProtectedRoute } from "../auth/ProtectedRoute";
import { FullPageSpinner } from "../components/FullPageSpinner";
import { lazyPage } from "../components/lazyPage";
import NotFoundPage from "../components/NotFoundPage";
import { isRegistered, isStaffPath, PAGE_ROUTES } from "./routeTable";
import { Shell } from "./Shell";

const LandingPage = lazyPage("landing", () => import("../features/public/pages/LandingPage"));
const LoginPage = lazyPage("login", () => import("../features/auth/pages/LoginPage"));
const NoAccessPage = lazyPage("no-access", () => import("../features/auth/pages/NoAccessPage"));

/** `/` for a signed-in user: its home, or an explanation when it has none. */
function SignedInHome() {
  const { role } = useSession();
  const home = homePathFor(role);
  return home ? <Navigate to={home} replace /> : <NoAccessPage routePath={ROUTES.home} />;
}

/** `/login` for a signed-in user: back where they came from if allowed, else home. */
function AfterSignIn() {
  const { role } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const target = from && canAccess(role, new URL(from, window.location.origin).pathname) ? from : (homePathFor(role) ?? ROUTES.home);
  return <Navigate to={target} replace />;
}

function Fallback() {
  const { user, role } = useSession();
  const { pathname, search } = useLocation();
  if (role === "sales_admin") return <Navigate to={ROUTES.generateTickets} replace />;
  if (isStaffPath(pathname)) {
    // A page of the app that this session may not reach: signed out, sign in
    // first; signed in without the right role, go home, as ProtectedRoute does.
    return user ? <Navigate to={ROUTES.home} replace /> : <Navigate to={ROUTES.login} replace state={{ from: pathname + search }} />;
  }
  return <NotFoundPage />;
}

export function AppRoutes() {
  const { loading, user, role } = useSession();
  if (loading) return <FullPageSpinner />;
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route
          path={ROUTES.home}
          element={user ? <SignedInHome /> : <LandingPage routePath={ROUTES.home} />}
        />
        <Route path={ROUTES.login} element={user ? <AfterSignIn /> : <LoginPage routePath={ROUTES.login} />} />
        {PAGE_ROUTES.filter((route) => isRegistered(route, role)).map(({ path, protect, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              protect ? (
                <ProtectedRoute path={path}>
                  <Page routePath={path} />
                </ProtectedRoute>
              ) : (
                <Page routePath={path} />
              )
            }
          />
        ))}
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
