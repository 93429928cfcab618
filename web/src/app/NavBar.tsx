// The top bar: brand, menu button (phones), the account menu with sign-out
// for staff; brand and sign-in / shop links for visitors.
import AccountCircle from "@mui/icons-material/AccountCircle";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { ar, isRole } from "@bawwaba/common";
import { useState } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { ROUTES } from "../auth/access";
import { useSession } from "../auth/AuthProvider";
import { signOutUser } from "../features/auth/api";
import { useHasNavLinks } from "./NavDrawer";

function Brand() {
  return (
    <Typography
      component={RouterLink}
      to={ROUTES.home}
      variant="h6"
      sx={{ color: "inherit", textDecoration: "none", fontWeight: 700 }}
    >
      {ar.appName}
    </Typography>
  );
}

export function StaffNavBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, role } = useSession();
  const hasLinks = useHasNavLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {hasLinks && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={ar.shell.openMenu}
            onClick={onOpenMenu}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Brand />
        <Box sx={{ flex: 1 }} />
        {role && (
          <Chip
            label={isRole(role) ? ar.roles[role] : role}
            color="secondary"
            size="small"
            data-testid="role-chip"
          />
        )}
        <IconButton
          color="inherit"
          aria-label={ar.shell.account}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem disabled>{ar.shell.signedInAs(user?.email ?? "")}</MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void signOutUser();
            }}
          >
            {ar.shell.signOut}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
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
            {ar.shell.buyTickets}
          </Button>
        )}
        {pathname !== ROUTES.login && (
          <Button component={RouterLink} to={ROUTES.login} variant="outlined">
            {ar.shell.signIn}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
