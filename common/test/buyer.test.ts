import { describe, expect, it } from "vitest";
import { changesBuyer } from "../src/buyer";

describe("changesBuyer", () => {
  const buyer = { name: "سارة", phone: "0551234567" };

  it("sees no change when every detail is the same, an absent detail and an empty one alike", () => {
    expect(changesBuyer(buyer, { name: "سارة", phone: "0551234567" })).toBe(false);
    expect(changesBuyer({ name: "سارة", email: "" }, { name: "سارة" })).toBe(false);
  });

  it("sees a changed name, a removed phone and an added e-mail", () => {
    expect(changesBuyer(buyer, { name: "سارة أحمد", phone: "0551234567" })).toBe(true);
    expect(changesBuyer(buyer, { name: "سارة" })).toBe(true);
    expect(changesBuyer(buyer, { name: "سارة", phone: "0551234567", email: "s@x.io" })).toBe(true);
  });
});
