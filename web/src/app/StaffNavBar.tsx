// The top bar of a staff session: brand, menu button (phones), the role and
// the account menu with sign-out (useStaffSignOut.ts: the scanner's unsent
// scans are sent or asked about first). Loaded with the staff session (Shell.tsx).
import AccountCircle from "@mui/icons-material/AccountCircle";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import { arPublic, isRole } from "@bawwaba/common";
import { Suspense, useState } from "react";
import { useSession } from "../auth/AuthProvider";
import { Brand } from "./NavBar";
import { useHasNavLinks } from "./NavDrawer";
import { UnsentScansDialog, useStaffSignOut } from "./useStaffSignOut";

export default function StaffNavBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, role } = useSession();
  const hasLinks = useHasNavLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useStaffSignOut(user?.uid);
  return (
    <AppBar position="sticky" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {hasLinks && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={arPublic.shell.openMenu}
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
            label={isRole(role) ? arPublic.roles[role] : role}
            color="secondary"
            size="small"
            data-testid="role-chip"
          />
        )}
        <IconButton
          color="inherit"
          aria-label={arPublic.shell.account}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem disabled>{arPublic.shell.signedInAs(user?.email ?? "")}</MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              signOut.signOut().catch((error: unknown) => console.error("Could not sign out", error));
            }}
          >
            {arPublic.shell.signOut}
          </MenuItem>
        </Menu>
        {signOut.prompt && (
          <Suspense fallback={null}>
            <UnsentScansDialog prompt={signOut.prompt} onStay={signOut.stay} onSignOut={signOut.signOutKeeping} />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
