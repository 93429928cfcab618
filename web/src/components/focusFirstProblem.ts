// After a refused submit the person must see what to fix: the first invalid
// field, or a message with no field of its own (marked data-problem="true"),
// is focused and scrolled into view.
const PROBLEMS = 'input[aria-invalid="true"], [data-problem="true"]';

/** Focuses `form`'s first problem once React has put the messages in place. */
export function focusFirstProblem(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const problem = form?.querySelector<HTMLElement>(PROBLEMS);
    problem?.focus();
    problem?.scrollIntoView({ block: "center" });
  });
}
