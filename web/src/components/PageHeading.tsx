import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { arPublic } from "@bawwaba/common";

/** The page's one <h1>, also used as the browser tab's title. */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} — ${arPublic.appName}`;
  }, [title]);
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: 24, sm: 32 } }}>
      {title}
    </Typography>
  );
}
