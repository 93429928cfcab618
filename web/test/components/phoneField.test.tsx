// The phone field's markup, drawn on the server as the shop's prerender draws
// pages: a country picker beside a left-to-right number, wired to one label
// and one helper text.
import { phoneFieldMessages } from "@bawwaba/common";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneField, type PhoneFieldProps } from "../../src/components/fields/PhoneField";
import { loadPhoneNumbers } from "../../src/lib/phoneNumbers";

const props: PhoneFieldProps = {
  country: "SA",
  number: "055 123 4567",
  onCountryChange: () => {},
  onNumberChange: () => {},
  label: "رقم الجوال",
  helperText: "لإرسال التذاكر",
  "data-testid": "buyer-phone",
};

const draw = (overrides: Partial<PhoneFieldProps> = {}) => renderToStaticMarkup(<PhoneField {...props} {...overrides} />);

/** The opening tag of the input or select with this test id. */
const attributesOf = (html: string, testId: string) => new RegExp(`<(input|select)[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? "";

describe("PhoneField", () => {
  it("holds the chosen country alone until the phone library is loaded", () => {
    const html = draw();
    expect(html.match(/<option /g)).toHaveLength(1);
    expect(html).toContain('<option value="SA" selected="">السعودية</option>');
  });

  it("offers every country by its Arabic name, the calling code left to right", async () => {
    await loadPhoneNumbers();
    const html = draw({ country: "EG" });
    expect(html.match(/<option /g)!.length).toBeGreaterThan(200);
    expect(html).toContain('<option value="SA">السعودية \u200e+966</option>');
    expect(html).toContain('<option value="EG" selected="">مصر \u200e+20</option>');
    expect(html).toContain('<option value="AE">الإمارات \u200e+971</option>');
    expect(html).toContain(`<option value="MA">${new Intl.DisplayNames(["ar"], { type: "region" }).of("MA")} \u200e+212</option>`);
    // In the order of the Arabic names.
    const names = [...html.matchAll(/<option value="\w+"[^>]*>([^<]+) \u200e\+\d+<\/option>/g)].map(([, name]) => name!);
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
  });

  it("types the number left to right with the phone keypad, described by the helper text", () => {
    const html = draw();
    const number = attributesOf(html, "buyer-phone");
    expect(number).toContain('dir="ltr"');
    expect(number).toContain('inputMode="tel"');
    expect(number).toContain('type="tel"');
    expect(number).toContain('autoComplete="tel-national"');
    expect(number).toContain('value="055 123 4567"');
    const select = attributesOf(html, "buyer-phone-country");
    const describedBy = /aria-describedby="([^"]+)"/.exec(number)?.[1];
    expect(describedBy).toBeDefined();
    expect(select).toContain(`aria-describedby="${describedBy}"`);
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain("لإرسال التذاكر");
    expect(html).toContain(phoneFieldMessages.country);
    expect(html).toContain("رقم الجوال");
    // The country comes first: on the right of the row in a right-to-left page.
    expect(html.indexOf("<select")).toBeLessThan(html.indexOf('data-testid="buyer-phone"'));
  });

  it("shows the error instead of the hint and marks the number invalid", () => {
    const html = draw({ error: phoneFieldMessages.invalid });
    expect(html).toContain(phoneFieldMessages.invalid);
    expect(html).not.toContain("لإرسال التذاكر");
    expect(attributesOf(html, "buyer-phone")).toContain('aria-invalid="true"');
  });

  it("lets staff turn the device's own number off", () => {
    expect(attributesOf(draw({ autoComplete: "off" }), "buyer-phone")).toContain('autoComplete="off"');
  });
});
