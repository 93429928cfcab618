// The e-mail of a waiting-list offer to an entry that gave an address (sent
// by the Trigger Email extension from the `mail` collection, like the
// order's confirmation): what is held, until when (in the event's time
// zone), and the link straight to the checkout with the offer. Written in the
// language the entry joined in, as the order's confirmation is.
import {
  ar,
  DEFAULT_TIME_ZONE,
  directionOf,
  eventTextIn,
  formatDateTime,
  inDisplayLocale,
  ticketTypeNameIn,
  type EventDoc,
  type Language,
  type MailDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OfferMailFacts {
  to: string;
  name: string;
  language: Language;
  event: Pick<EventDoc, "title" | "titleEn" | "venue" | "timeZone">;
  type: Pick<TicketTypeDoc, "name" | "nameEn">;
  quantity: number;
  expiresAt: number;
  /** Absolute: the shop's origin and offerLinkPath, in the entry's language. */
  link: string;
}

export function offerMail(facts: OfferMailFacts): MailDoc {
  return inDisplayLocale({ language: facts.language }, () => {
    const mail = ar.waitingList.mail;
    const { title } = eventTextIn(facts.language, facts.event);
    const until = mail.until(formatDateTime(facts.expiresAt, facts.event.timeZone ?? DEFAULT_TIME_ZONE));
    const body = mail.body(title, ticketTypeNameIn(facts.language, facts.type), facts.quantity);
    const text = [mail.greeting(facts.name), body, until, mail.link, facts.link].join("\n");
    const html = [
      `<div dir="${directionOf(facts.language)}" lang="${facts.language}">`,
      `<p>${escape(mail.greeting(facts.name))}</p>`,
      `<p dir="auto">${escape(body)}</p>`,
      `<p>${escape(until)}</p>`,
      `<p><a href="${escape(facts.link)}">${escape(mail.link)}</a></p>`,
      `</div>`,
    ].join("");
    return { to: facts.to, message: { subject: mail.subject(title), text, html } };
  });
}
