import { describe, expect, it } from "vitest";
import { issuedSale, issuedSaleOf, type SaleReceipt, type SaleRecord } from "../../src/features/sales/model/issuedSale";
import { NOW } from "./fixtures";

const receipt: SaleReceipt = {
  eventId: "derby",
  eventTitle: "ديربي العاصمة",
  venue: "ملعب المدينة",
  startsAtMillis: NOW,
  timeZone: "Asia/Riyadh",
  currency: "SAR",
  unitPrices: { regular: 5000, vip: 20000 },
  buyerName: "سارة أحمد",
  buyerPhone: "0501234567",
  payment: "card",
  total: 30000,
};

describe("issuedSale", () => {
  it("makes each issued ticket printable with the sale's event, price, holder and order reference, and links the order's private page", () => {
    const sale = issuedSale(
      {
        orderId: "order-1",
        reference: "4Z02HD1S",
        accessToken: "tok-1",
        tickets: [
          { ticketId: "t1", code: "B1.aaa", ticketTypeId: "regular", ticketTypeName: "عادي", holderName: "سارة أحمد" },
          { ticketId: "t2", code: "B1.bbb", ticketTypeId: "vip", ticketTypeName: "كبار الزوار" },
        ],
      },
      receipt,
      "https://bawwaba.example",
    );
    expect(sale.orderId).toBe("order-1");
    expect(sale.link).toBe("https://bawwaba.example/buy-tickets?order=order-1&about=derby#token=tok-1");
    expect(sale.reference).toBe("4Z02HD1S");
    expect(sale.receipt).toBe(receipt);
    expect(sale.tickets).toEqual([
      {
        ticketId: "t1",
        code: "B1.aaa",
        eventTitle: "ديربي العاصمة",
        venue: "ملعب المدينة",
        startsAtMillis: NOW,
        timeZone: "Asia/Riyadh",
        ticketTypeName: "عادي",
        holderName: "سارة أحمد",
        price: 5000,
        currency: "SAR",
        orderId: "order-1",
        orderReference: "4Z02HD1S",
      },
      {
        ticketId: "t2",
        code: "B1.bbb",
        eventTitle: "ديربي العاصمة",
        venue: "ملعب المدينة",
        startsAtMillis: NOW,
        timeZone: "Asia/Riyadh",
        ticketTypeName: "كبار الزوار",
        holderName: "سارة أحمد",
        price: 20000,
        currency: "SAR",
        orderId: "order-1",
        orderReference: "4Z02HD1S",
      },
    ]);
  });
});

describe("issuedSaleOf", () => {
  const at = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis), seconds: Math.floor(millis / 1000), nanoseconds: 0 });
  const ticket = (id: string, ticketTypeId: string, ticketTypeName: string) =>
    ({ id, code: `bw1.${id}`, ticketTypeId, ticketTypeName, holderName: "سارة أحمد" }) as unknown as SaleRecord["tickets"][number];

  it("reads a sale made before back as the screen showed it: tickets in the order's order, prices, WhatsApp number and link", () => {
    const sale = issuedSaleOf(
      {
        order: {
          id: "order-9",
          eventId: "derby",
          eventTitle: "ديربي العاصمة",
          reference: "4Z02HD1S",
          items: [
            { ticketTypeId: "regular", ticketTypeName: "عادي", quantity: 1, unitPrice: 5000 },
            { ticketTypeId: "vip", ticketTypeName: "كبار الزوار", quantity: 1, unitPrice: 20000 },
          ],
          ticketIds: ["t1", "t2"],
          buyer: { name: "سارة أحمد", phone: "+966501234567" },
          payment: "card",
          total: 25000,
          currency: "SAR",
          createdAtMillis: NOW - 86_400_000,
        } as unknown as SaleRecord["order"],
        tickets: [ticket("t2", "vip", "كبار الزوار"), ticket("t1", "regular", "عادي")],
        event: { id: "derby", venue: "ملعب المدينة", startsAt: at(NOW), timeZone: "Asia/Riyadh" } as unknown as SaleRecord["event"],
        accessToken: "tok-9",
      },
      "https://bawwaba.example",
    );
    expect(sale.tickets.map((printed) => [printed.ticketId, printed.price, printed.venue])).toEqual([
      ["t1", 5000, "ملعب المدينة"],
      ["t2", 20000, "ملعب المدينة"],
    ]);
    expect(sale.receipt).toMatchObject({ eventId: "derby", buyerWhatsApp: "966501234567", payment: "card", total: 25000, startsAtMillis: NOW });
    expect(sale.link).toBe("https://bawwaba.example/buy-tickets?order=order-9&about=derby#token=tok-9");
    expect(sale.reference).toBe("4Z02HD1S");
  });
});
