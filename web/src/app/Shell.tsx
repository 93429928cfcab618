// The frame around every page: a navigation bar (staff or public), the page,
// and a footer. Staff also get the navigation drawer; their bar and drawer
// load with their session, so a visitor never downloads them.
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { arPublic } from "@bawwaba/common";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink, Outlet, useLocation, useNavigate } from "react-router-dom";
import { ROUTES } from "../auth/access";
import { useSession } from "../auth/AuthProvider";
import { RenderErrorBoundary } from "../components/RenderErrorBoundary";
import { PublicHeader } from "./NavBar";
import { reportRenderError } from "./observability";

const StaffNavBar = lazy(() => import("./StaffNavBar"));
const NavDrawer = lazy(() => import("./NavDrawer").then(({ NavDrawer }) => ({ default: NavDrawer })));

/** Where the staff bar goes while it loads: a toolbar's height, so the page does not move. */
function BarSpace() {
  return <Box sx={(theme) => ({ ...theme.mixins.toolbar })} />;
}

function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: "absolute",
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        minHeight: 44,
        display: "inline-flex",
        alignItems: "center",
        bgcolor: "background.paper",
        "&:focus": { top: 8 },
      }}
    >
      {arPublic.shell.skipToContent}
    </Link>
  );
}

function Footer() {
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: 2, textAlign: "center", borderTop: 1, borderColor: "divider", bgcolor: "background.paper" }}
    >
      <Typography variant="body2" color="text.secondary">
        {arPublic.shell.footer} ·{" "}
        <Link component={RouterLink} to={ROUTES.privacyPolicy} color="inherit">
          {arPublic.shell.privacyPolicy}
        </Link>
      </Typography>
    </Box>
  );
}

export function Shell() {
  const { user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <SkipLink />
      {user ? (
        <Suspense fallback={<BarSpace />}>
          <StaffNavBar onOpenMenu={() => setDrawerOpen(true)} />
        </Suspense>
      ) : (
        <PublicHeader />
      )}
      <Box sx={{ display: "flex", flex: 1, minWidth: 0 }}>
        {user && (
          <Suspense fallback={null}>
            <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: "none" }}>
          {/* A page that throws leaves the bar, the drawer and the footer working. */}
          <RenderErrorBoundary resetKey={pathname} onGoHome={() => navigate(ROUTES.home)} onError={reportRenderError}>
            <Outlet />
          </RenderErrorBoundary>
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
