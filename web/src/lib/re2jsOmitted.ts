// Stands in for the `re2js` package in the web build (vite.config.ts).
// Firestore's SDK evaluates pipeline queries' regular expressions
// (regex_contains, regex_match, like) on the device with re2js, which was in
// every staff page's first download (see docs/performance.md § Smaller
// dependencies). The app runs no pipeline queries, so the engine is left
// out; should one ever run such an expression, the SDK catches this error,
// logs it and treats the expression as an error value, and the query answers
// without those matches rather than with a different regular-expression
// dialect.
export class RE2JS {
  static compile(pattern: string): never {
    throw new Error(`Regular expressions in Firestore pipeline queries are not in this build (re2js omitted): ${pattern}`);
  }
}
