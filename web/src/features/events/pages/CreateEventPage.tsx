// `/create-event`: every event, its ticket types and its lifecycle.
import { eventsAdminMessages } from "@bawwaba/common";
import type { PageProps } from "../../../components/lazyPage";
import { EventsManager } from "../components/EventsManager";

const everyEvent = () => true;

export default function CreateEventPage({ routePath }: PageProps) {
  return (
    <EventsManager
      routePath={routePath}
      scope={everyEvent}
      newEventDefaults={{}}
      newEventLabel={eventsAdminMessages.newEvent}
      emptyMessage={eventsAdminMessages.emptyList}
    />
  );
}
