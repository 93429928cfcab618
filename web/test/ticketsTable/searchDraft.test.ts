import { describe, expect, it } from "vitest";
import { searchDraftOf, withSent, withUrlText } from "../../src/features/tickets/table/model/searchDraft";

describe("the tickets table's search box", () => {
  it("keeps what was typed after a search when the URL brings that search", () => {
    let draft = withSent({ ...searchDraftOf(""), typed: " ريم " }, " ريم ");
    draft = { ...draft, typed: "ريم السالم" };
    draft = withUrlText(draft, "ريم");
    expect(draft.typed).toBe("ريم السالم");
    expect(draft.urlText).toBe("ريم");
  });

  it("shows the URL's search when it comes from elsewhere: Back, a link, clearing everything", () => {
    let draft = withUrlText(withSent({ ...searchDraftOf("0551234567"), typed: "ريم" }, "ريم"), "ريم");
    draft = { ...draft, typed: "ريم الس" };
    expect(withUrlText(draft, "0551234567").typed).toBe("0551234567");
    expect(withUrlText(draft, "").typed).toBe("");
  });

  it("changes nothing while the URL's search stays the same (another filter chosen)", () => {
    const draft = { ...searchDraftOf("ريم"), typed: "ريم السالم" };
    expect(withUrlText(draft, "ريم")).toBe(draft);
  });
});
