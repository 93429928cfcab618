// The event a sale or a purchase is for, above its form: title, category,
// when and where, and whatever the page adds below (the shop's description).
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, langOfShown } from "@bawwaba/common";
import { useEffect, useRef, type ReactNode } from "react";
import type { StoredEvent } from "../data/eventsWithTypes";
import { EventWhenWhere } from "./EventWhenWhere";

interface EventHeaderCardProps {
  event: StoredEvent;
  /** Moves the focus to the title once shown: the page replaced what the person was on. */
  focusTitle?: boolean;
  children?: ReactNode;
}

export function EventHeaderCard({ event, focusTitle = false, children }: EventHeaderCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Typography
          ref={titleRef}
          tabIndex={focusTitle ? -1 : undefined}
          variant="h6"
          component="h2"
          // The organiser's words: Arabic ones keep their direction on an English page (localizedText.ts).
          dir="auto"
          lang={langOfShown(event.title)}
          sx={{ flex: 1, fontWeight: 700, overflowWrap: "anywhere", outline: "none" }}
        >
          {event.title}
        </Typography>
        <Chip size="small" label={arPublic.categories[event.category]} color="primary" variant="outlined" />
      </Stack>
      {children}
      <EventWhenWhere event={event} sx={{ mt: 1 }} />
    </Paper>
  );
}
