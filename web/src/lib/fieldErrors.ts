// The messages shown beside a form's fields go away as soon as the field
// changes; the forms' hooks (the sale, the shop, the event form) drop them here.

/** `errors` without the messages of `fields`; the same object when it has none of them, so nothing re-renders. */
export function withoutErrors<Errors extends Partial<Record<string, string>>>(
  errors: Errors,
  fields: readonly string[],
): Errors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}
