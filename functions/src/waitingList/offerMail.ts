// The e-mail of a waiting-list offer to an entry that gave an address (sent
// by the Trigger Email extension from the `mail` collection, like the
// order's confirmation): what is held, until when (in the event's time
// zone), and the link straight to the checkout with the offer.
import { ar, DEFAULT_TIME_ZONE, formatDateTime, type EventDoc, type MailDoc } from "@bawwaba/common";

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OfferMailFacts {
  to: string;
  name: string;
  event: Pick<EventDoc, "title" | "timeZone">;
  ticketTypeName: string;
  quantity: number;
  expiresAt: number;
  /** Absolute: the shop's origin and offerLinkPath. */
  link: string;
}

export function offerMail(facts: OfferMailFacts): MailDoc {
  const mail = ar.waitingList.mail;
  const until = mail.until(formatDateTime(facts.expiresAt, facts.event.timeZone ?? DEFAULT_TIME_ZONE));
  const body = mail.body(facts.event.title, facts.ticketTypeName, facts.quantity);
  const text = [mail.greeting(facts.name), body, until, mail.link, facts.link].join("\n");
  const html = [
    `<div dir="rtl" lang="ar">`,
    `<p>${escape(mail.greeting(facts.name))}</p>`,
    `<p>${escape(body)}</p>`,
    `<p>${escape(until)}</p>`,
    `<p><a href="${escape(facts.link)}">${escape(mail.link)}</a></p>`,
    `</div>`,
  ].join("");
  return { to: facts.to, message: { subject: mail.subject(facts.event.title), text, html } };
}
