// The e-mail to a buyer who gave an address, once their online order is paid
// (sent by the Trigger Email extension from the \`mail\` collection): the
// event, when (in the event's time zone) and where, the order's reference,
// what was bought, the private link to the tickets' QR codes and, when the
// order has a tax invoice, the link to its page (common/src/invoiceLink.ts).
// Written in the language the buyer bought in (the order's `language`): its
// words, dates and the event's and types' names (localizedText.ts); the links
// open the pages in that language (onlineOrder.ts privateLinkOf).
// Also in the organiser's display settings (common/src/locale.ts): the
// Umm al-Qura date beside the Gregorian unless turned off, and the digits
// chosen for Arabic; the reference stays Western, isolated left to right.
import {
  ar,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  directionOf,
  eventTitleIn,
  formatDateTimeWithHijri,
  formatMoney,
  formatOrderReference,
  inDisplayLocale,
  soldTypeNameIn,
  textIn,
  type CurrencyCode,
  type DisplaySettings,
  type EventDoc,
  type MailDoc,
  type OrderDoc,
} from "@bawwaba/common";

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(
  order: OrderDoc,
  event: Pick<EventDoc, "startsAt" | "venue" | "venueEn" | "timeZone">,
  privateLink: string,
  invoiceLink: string | undefined,
  display: DisplaySettings,
): MailDoc {
  const language = order.language ?? DEFAULT_LANGUAGE;
  return inDisplayLocale({ language, ...display }, () => {
    const mail = ar.paymentOutcomes.mail;
    const invoice = ar.invoicePage.mailLink;
    const { fields } = ar.tickets;
    const when = formatDateTimeWithHijri(event.startsAt.toMillis(), event.timeZone ?? DEFAULT_TIME_ZONE);
    const reference = order.reference ? formatOrderReference(order.reference) : undefined;
    const title = eventTitleIn(language, order);
    const venue = textIn(language, event.venue, event.venueEn);
    const items = order.items.map((item) => `${soldTypeNameIn(language, item)} × ${item.quantity}`);
    const total = mail.total(formatMoney(order.total, order.currency as CurrencyCode));
    // Isolated left to right in the text, as on the pages, so Arabic around it never reorders its groups.
    const facts = [`${fields.date}: ${when}`, `${fields.venue}: ${venue}`, ...(reference ? [`${fields.orderReference}: \u2066${reference}\u2069`] : [])];
    const text = [
      mail.greeting(order.buyer.name),
      mail.body(title),
      ...facts,
      ...items,
      total,
      mail.link,
      privateLink,
      ...(invoiceLink ? [invoice, invoiceLink] : []),
    ].join("\n");
    const html = [
      `<div dir="${directionOf(language)}" lang="${language}">`,
      `<p>${escape(mail.greeting(order.buyer.name))}</p>`,
      // Names the organiser gave only in Arabic keep their own direction inside English.
      `<p>${escape(mail.body(title))}</p>`,
      `<p>${escape(fields.date)}: ${escape(when)}<br>${escape(fields.venue)}: <bdi>${escape(venue)}</bdi>`,
      reference ? `<br>${escape(fields.orderReference)}: <bdi dir="ltr">${escape(reference)}</bdi>` : "",
      `</p>`,
      `<ul>${items.map((line) => `<li dir="auto">${escape(line)}</li>`).join("")}</ul>`,
      `<p>${escape(total)}</p>`,
      `<p><a href="${escape(privateLink)}">${escape(mail.link)}</a></p>`,
      invoiceLink ? `<p><a href="${escape(invoiceLink)}">${escape(invoice)}</a></p>` : "",
      `</div>`,
    ].join("");
    return { to: order.buyer.email!, message: { subject: mail.subject(title), text, html } };
  });
}
