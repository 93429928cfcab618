// Times in the staff lists as the staff member's own clock reads them.
import { formatShortDateTime } from "@bawwaba/common";

const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const viewerTime = (millis: number) => formatShortDateTime(millis, viewerTimeZone);
