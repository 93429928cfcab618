// What a person must see about one write: its success, or the Arabic reason
// it failed. Pages that run writes from buttons keep the result in state.

export interface Feedback {
  severity: "success" | "error";
  message: string;
}

/**
 * Runs `write` and settles to the feedback to show; never rejects. Success is
 * told with `successMessage` (made from the answer when it is a function); a
 * failure is logged with `what` (for the console) and told with `errorMessage`.
 */
export async function runForFeedback<T>(
  write: () => Promise<T>,
  successMessage: string | ((result: T) => string),
  errorMessage: (error: unknown) => string,
  what: string,
): Promise<Feedback> {
  try {
    const result = await write();
    return { severity: "success", message: typeof successMessage === "string" ? successMessage : successMessage(result) };
  } catch (error) {
    console.error(`${what} failed`, error);
    return { severity: "error", message: errorMessage(error) };
  }
}
