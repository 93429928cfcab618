import { EVENT_STATUSES } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { canEdit, canRemoveTicketTypes, STATUS_AFTER, statusActions } from "../../src/features/events/model/statusActions";

// The moves firestore.rules allows: cancelled is final.
const ALLOWED_MOVES: Record<string, string[]> = {
  draft: ["published", "cancelled"],
  published: ["closed", "cancelled"],
  closed: ["published"],
  cancelled: [],
};

describe("statusActions", () => {
  it.each(EVENT_STATUSES)("offers from %s exactly the moves the rules allow", (status) => {
    expect(statusActions(status).map((action) => STATUS_AFTER[action])).toEqual(ALLOWED_MOVES[status]);
  });

  it("keeps cancelled events read-only and lets ticket types vanish only from drafts", () => {
    expect(EVENT_STATUSES.filter(canEdit)).toEqual(["draft", "published", "closed"]);
    expect(EVENT_STATUSES.filter(canRemoveTicketTypes)).toEqual(["draft"]);
  });
});
