// The event a shop benchmark opens: the soonest published event on sale, read
// from the Firestore emulator of `npm start` (its demo data), so the scripts
// need no part of the app's own code.

/** The id of the soonest published event that has not started yet. */
export async function eventOnSale(firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080") {
  const url = `http://${firestoreHost}/v1/projects/demo-bawwaba/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: "POST",
    // The emulator's owner token reads past the security rules.
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "events" }],
        where: {
          compositeFilter: {
            op: "AND",
            filters: [
              { fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "published" } } },
              {
                fieldFilter: {
                  field: { fieldPath: "startsAt" },
                  op: "GREATER_THAN",
                  value: { timestampValue: new Date().toISOString() },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: "startsAt" }, direction: "ASCENDING" }],
        limit: 1,
      },
    }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: HTTP ${response.status}`);
  const [first] = await response.json();
  const name = first?.document?.name;
  if (!name) throw new Error("No published event on sale: run `npm start` (it loads the demo data).");
  return name.split("/").pop();
}
