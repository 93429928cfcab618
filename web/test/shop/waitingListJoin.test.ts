// The shop's "notify me" form: checked with joinWaitingList's schema, each
// refusal beside its field in the function's words; the function's own
// refusals placed beside the field they are about.
import { inDisplayLocale, inputMessages, waitingListMessages } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { joinRefusalField, quantityChoices, validateJoin } from "../../src/features/shop/waitingList/joinForm";

const list = { eventId: "ev1", ticketTypeId: "t1", perOrderLimit: 4 };

describe("validateJoin", () => {
  it("sends the list, the quantity and the name, and the e-mail only when given", () => {
    expect(validateJoin(list, { quantity: 2, name: "  سارة   علي ", email: "" })).toEqual({
      ok: true,
      input: { eventId: "ev1", ticketTypeId: "t1", quantity: 2, name: "سارة علي", language: "ar" },
    });
    const withMail = validateJoin(list, { quantity: 1, name: "سارة", email: " Sara@Example.com " });
    expect(withMail.ok && withMail.input.email).toBe("sara@example.com");
  });

  it("names the page's language, which the offer's e-mail follows", () => {
    const english = inDisplayLocale({ language: "en" }, () => validateJoin(list, { quantity: 1, name: "Sara", email: "" }));
    expect(english.ok && english.input.language).toBe("en");
  });

  it("refuses each field beside it", () => {
    expect(validateJoin(list, { quantity: 1, name: " ", email: "not-mail" })).toEqual({
      ok: false,
      errors: { name: inputMessages.buyerName, email: inputMessages.email },
    });
    expect(validateJoin(list, { quantity: 0, name: "سارة", email: "" })).toEqual({ ok: false, errors: { quantity: waitingListMessages.input.quantity } });
    expect(validateJoin(list, { quantity: 5, name: "سارة", email: "" })).toEqual({
      ok: false,
      errors: { quantity: waitingListMessages.errors.overPerOrderLimit(4) },
    });
  });
});

describe("joinRefusalField", () => {
  it("puts the function's refusal beside its field, else beside the button", () => {
    expect(joinRefusalField(waitingListMessages.errors.overPerOrderLimit(4), 4)).toBe("quantity");
    expect(joinRefusalField(waitingListMessages.input.quantity, 4)).toBe("quantity");
    expect(joinRefusalField(inputMessages.buyerName, 4)).toBe("name");
    expect(joinRefusalField(inputMessages.email, 4)).toBe("email");
    for (const message of [waitingListMessages.errors.alreadyListed, waitingListMessages.errors.paused, waitingListMessages.errors.notSoldOut]) {
      expect(joinRefusalField(message, 4)).toBe("form");
    }
  });
});

describe("quantityChoices", () => {
  it("offers 1 to the type's per-order limit", () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(1)).toEqual([1]);
    expect(quantityChoices(0)).toEqual([1]);
  });
});
