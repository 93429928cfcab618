import { describe, expect, it } from "vitest";
import { issuedSale, type SaleReceipt } from "../../src/features/sales/model/issuedSale";
import { NOW } from "./fixtures";

const receipt: SaleReceipt = {
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
    expect(sale.link).toBe("https://bawwaba.example/buy-tickets?order=order-1#token=tok-1");
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
