/** An event as the dashboard shows it: in the picker, and whose zone says what "today" is. */
export interface DashboardEvent {
  id: string;
  title: string;
  startsAtMillis: number;
  timeZone: string;
  currency: string;
}
