// The e-mail to a buyer who gave an address, once their online order is paid
// (sent by the Trigger Email extension from the \`mail\` collection): the
// event, when (in the event's time zone) and where, the order's reference,
// what was bought, the private link to the tickets' QR codes and, when the
// order has a tax invoice, the link to its page (common/src/invoiceLink.ts).
// Written in the organiser's display settings (common/src/locale.ts): the
// Umm al-Qura date beside the Gregorian unless turned off, and the digits
// chosen for Arabic; the reference stays Western, isolated left to right.
import {
  ar,
  DEFAULT_TIME_ZONE,
  formatDateTimeWithHijri,
  formatMoney,
  formatOrderReference,
  inDisplayLocale,
  type CurrencyCode,
  type DisplaySettings,
  type EventDoc,
  type MailDoc,
  type OrderDoc,
} from "@bawwaba/common";

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(
  order: OrderDoc,
  event: Pick<EventDoc, "startsAt" | "venue" | "timeZone">,
  privateLink: string,
  invoiceLink: string | undefined,
  display: DisplaySettings,
): MailDoc {
  return inDisplayLocale({ language: "ar", ...display }, () => writeMail(order, event, privateLink, invoiceLink));
}

function writeMail(order: OrderDoc, event: Pick<EventDoc, "startsAt" | "venue" | "timeZone">, privateLink: string, invoiceLink: string | undefined): MailDoc {
  const mail = ar.paymentOutcomes.mail;
  const invoice = ar.invoicePage.mailLink;
  const { fields } = ar.tickets;
  const when = formatDateTimeWithHijri(event.startsAt.toMillis(), event.timeZone ?? DEFAULT_TIME_ZONE);
  const reference = order.reference ? formatOrderReference(order.reference) : undefined;
  const items = order.items.map((item) => `${item.ticketTypeName} × ${item.quantity}`);
  const total = mail.total(formatMoney(order.total, order.currency as CurrencyCode));
  // Isolated left to right in the text, as on the pages, so Arabic around it never reorders its groups.
  const facts = [`${fields.date}: ${when}`, `${fields.venue}: ${event.venue}`, ...(reference ? [`${fields.orderReference}: \u2066${reference}\u2069`] : [])];
  const text = [
    mail.greeting(order.buyer.name),
    mail.body(order.eventTitle),
    ...facts,
    ...items,
    total,
    mail.link,
    privateLink,
    ...(invoiceLink ? [invoice, invoiceLink] : []),
  ].join("\n");
  const html = [
    `<div dir="rtl" lang="ar">`,
    `<p>${escape(mail.greeting(order.buyer.name))}</p>`,
    `<p>${escape(mail.body(order.eventTitle))}</p>`,
    `<p>${escape(fields.date)}: ${escape(when)}<br>${escape(fields.venue)}: ${escape(event.venue)}`,
    reference ? `<br>${escape(fields.orderReference)}: <bdi dir="ltr">${escape(reference)}</bdi>` : "",
    `</p>`,
    `<ul>${items.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>`,
    `<p>${escape(total)}</p>`,
    `<p><a href="${escape(privateLink)}">${escape(mail.link)}</a></p>`,
    invoiceLink ? `<p><a href="${escape(invoiceLink)}">${escape(invoice)}</a></p>` : "",
    `</div>`,
  ].join("");
  return { to: order.buyer.email!, message: { subject: mail.subject(order.eventTitle), text, html } };
}
