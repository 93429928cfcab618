// The top bar for visitors: brand, the sign-in and shop links, and on a
// public page the switch to it in the other language (the staff session's
// own bar is StaffNavBar.tsx).
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { arPublic, displayLocale, languageChoiceMessages } from "@bawwaba/common";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { isPublicPath, ROUTES } from "../auth/access";
import { addressInLanguage, chooseLanguage } from "./language";

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

/** The bar's buttons: narrower on phones, where four of them and the brand share 390 px. */
const BAR_BUTTON = { minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: "nowrap" };

/**
 * The same page, with its query, in the other language, named in that
 * language («English», «العربية»): a full load, remembered on the device
 * (language.ts). Only on public pages: staff pages are Arabic only.
 */
function LanguageSwitch() {
  // The served shop's HTML is drawn at the page's own address, query and
  // all (functions/src/catalogue/shopPage/): an event's checkout links to
  // that event's checkout in the other language before its script has run.
  const { pathname, search } = useLocation();
  if (!isPublicPath(pathname)) return null;
  const other = displayLocale().language === "ar" ? "en" : "ar";
  return (
    <Button
      href={addressInLanguage(pathname, search, other)}
      lang={other}
      hrefLang={other}
      // Before the app has started on a served page, the page's starter
      // remembers the choice (web/build/startAfterPaint.ts).
      onClick={() => chooseLanguage(other)}
      color="inherit"
      sx={BAR_BUTTON}
    >
      {languageChoiceMessages.switchTo[other]}
    </Button>
  );
}

export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
        <Brand />
        <Box sx={{ flex: 1 }} />
        {pathname !== ROUTES.buyTickets && (
          <Button component={RouterLink} to={ROUTES.buyTickets} color="primary" sx={BAR_BUTTON}>
            {arPublic.shell.buyTickets}
          </Button>
        )}
        {pathname !== ROUTES.myTickets && (
          <Button component={RouterLink} to={ROUTES.myTickets} color="primary" sx={{ ...BAR_BUTTON, minHeight: 44 }}>
            {arPublic.shell.myTickets}
          </Button>
        )}
        <LanguageSwitch />
        {pathname !== ROUTES.login && (
          <Button component={RouterLink} to={ROUTES.login} variant="outlined" sx={BAR_BUTTON}>
            {arPublic.shell.signIn}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
