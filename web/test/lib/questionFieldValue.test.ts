import { describe, expect, it } from "vitest";
import { answerOfField, fieldValueOf } from "../../src/lib/questionFieldValue";

const yesNo = { kind: "yesNo" } as const;
const number = { kind: "number" } as const;

describe("fieldValueOf and answerOfField", () => {
  it("turn a yes/no's answer into its buttons' value and back, nothing chosen as no answer", () => {
    expect([true, false, undefined].map((answer) => fieldValueOf(yesNo, answer))).toEqual(["yes", "no", ""]);
    expect(["yes", "no", ""].map((field) => answerOfField(yesNo, field))).toEqual([true, false, undefined]);
  });

  it("show any other answer as its text and take the field as typed", () => {
    expect(fieldValueOf(number, 19)).toBe("19");
    expect(fieldValueOf(number, undefined)).toBe("");
    expect(answerOfField(number, "١٩")).toBe("١٩");
  });
});
