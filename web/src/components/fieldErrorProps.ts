/**
 * The TextField props that show a field's message beside it (MUI sets
 * aria-invalid and aria-describedby), or the hint while there is none.
 */
export function fieldErrorProps(errors: Readonly<Partial<Record<string, string>>>, path: string, hint?: string) {
  const message = errors[path];
  return { error: message !== undefined, helperText: message ?? hint };
}
