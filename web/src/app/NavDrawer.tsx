// Links to the pages the signed-in role may open, grouped by task: a side
// panel on wide screens, a slide-in drawer on phones.
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Toolbar from "@mui/material/Toolbar";
import { arPublic } from "@bawwaba/common";
import { NavLink } from "react-router-dom";
import { useSession } from "../auth/AuthProvider";
import { navLinks } from "./navigation";

const DRAWER_WIDTH = 240;

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useSession();
  return (
    <Box component="nav" aria-label={arPublic.shell.mainNav}>
      {navLinks(role).map(({ group, paths }) => (
        <List
          key={group}
          dense
          subheader={<ListSubheader sx={{ bgcolor: "transparent", lineHeight: "32px" }}>{arPublic.shell.navGroups[group]}</ListSubheader>}
        >
          {paths.map((path) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mx: 1, "&.active": { bgcolor: "action.selected", fontWeight: 700 } }}
              >
                <ListItemText primary={arPublic.pages[path]} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!useHasNavLinks()) return null;
  return (
    <>
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { "aria-label": arPublic.shell.mainNav } }}
        sx={{ display: { xs: "block", md: "none" }, "& .MuiDrawer-paper": { width: DRAWER_WIDTH } }}
      >
        {/* The app bar stays above the drawer: keep the first links clear of it. */}
        <Toolbar />
        <NavList onNavigate={onClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: "none", md: "block" },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          // In the page flow below the app bar (not fixed), so the footer stays clear.
          "& .MuiDrawer-paper": {
            width: DRAWER_WIDTH,
            boxSizing: "border-box",
            position: "sticky",
            top: 64,
            height: "calc(100dvh - 64px)",
          },
        }}
      >
        <NavList />
      </Drawer>
    </>
  );
}

export function useHasNavLinks(): boolean {
  return navLinks(useSession().role).length > 0;
}
