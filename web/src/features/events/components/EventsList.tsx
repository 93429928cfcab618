// Cards on phones and narrow windows, a table where it fits.
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { EventCards } from "./EventCards";
import { EventsTable, type EventsViewProps } from "./EventsTable";

export function EventsList(props: EventsViewProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"));
  return wide ? <EventsTable {...props} /> : <EventCards {...props} />;
}
