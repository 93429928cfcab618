// The offer of the English page to a first visit whose browser prefers
// English (offersEnglish, common/src/locale.ts), in English: a bar at the foot of the
// page that blocks nothing, in a root of its own beside the app's (left to
// right: the English pages' theme, Emotion's own styles without the RTL
// plugin), loaded only when it is offered. Yes loads the
// page's English address; No keeps Arabic; either is remembered on the
// device, so it is offered once.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { ThemeProvider } from "@mui/material/styles";
import { englishOfferMessages, inDisplayLocale } from "@bawwaba/common";
import { loadCatalogs } from "@bawwaba/common/messages/en/load";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { addressInLanguage, chooseLanguage } from "./language";
import { themeFor } from "./theme";

function EnglishOffer({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(true);
  const offer = inDisplayLocale({ language: "en" }, () => ({ ...englishOfferMessages.offer }));
  const accept = () => {
    chooseLanguage("en");
    window.location.assign(addressInLanguage(window.location.pathname, window.location.search, "en"));
  };
  const decline = () => {
    chooseLanguage("ar");
    setOpen(false);
  };
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: "bottom", horizontal: "center" }} slotProps={{ transition: { onExited: onDone } }}>
      <Alert
        lang="en"
        dir="ltr"
        severity="info"
        variant="outlined"
        sx={{ bgcolor: "background.paper", alignItems: "center" }}
        action={
          <>
            <Button onClick={accept}>{offer.yes}</Button>
            <Button onClick={decline} color="inherit">
              {offer.no}
            </Button>
          </>
        }
      >
        {offer.question}
      </Alert>
    </Snackbar>
  );
}

/** Shows the offer, with its English words. */
export async function offerEnglish(): Promise<void> {
  await loadCatalogs(["englishOffer"]);
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  root.render(
    <ThemeProvider theme={themeFor("en")}>
      <EnglishOffer
        onDone={() => {
          root.unmount();
          container.remove();
        }}
      />
    </ThemeProvider>,
  );
}
