// The top bar for visitors: brand, and the sign-in and shop links (the staff
// session's own bar is StaffNavBar.tsx).
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { arPublic } from "@bawwaba/common";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { ROUTES } from "../auth/access";

export function Brand() {
  return (
    <Typography
      component={RouterLink}
      to={ROUTES.home}
      variant="h6"
      // 44 px tall like every control on a phone (tests/browser/touchTargets.test.ts).
      sx={{ color: "inherit", textDecoration: "none", fontWeight: 700, display: "inline-flex", alignItems: "center", minHeight: 44 }}
    >
      {arPublic.appName}
    </Typography>
  );
}

export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Toolbar sx={{ gap: 1 }}>
        <Brand />
        <Box sx={{ flex: 1 }} />
        {pathname !== ROUTES.buyTickets && (
          <Button component={RouterLink} to={ROUTES.buyTickets} color="primary">
            {arPublic.shell.buyTickets}
          </Button>
        )}
        {pathname !== ROUTES.myTickets && (
          <Button component={RouterLink} to={ROUTES.myTickets} color="primary" sx={{ minHeight: 44 }}>
            {arPublic.shell.myTickets}
          </Button>
        )}
        {pathname !== ROUTES.login && (
          <Button component={RouterLink} to={ROUTES.login} variant="outlined">
            {arPublic.shell.signIn}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
