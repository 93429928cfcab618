// What a person must see about one write: its success, or the Arabic reason
// it failed. Pages that run writes from buttons keep the result in state.

export interface Feedback {
  severity: "success" | "error";
  message: string;
}

/**
 * Runs `write` and settles to the feedback to show; never rejects. A failure
 * is logged with `what` (for the console) and told with `errorMessage`.
 */
export async function runForFeedback(
  write: () => Promise<unknown>,
  successMessage: string,
  errorMessage: (error: unknown) => string,
  what: string,
): Promise<Feedback> {
  try {
    await write();
    return { severity: "success", message: successMessage };
  } catch (error) {
    console.error(`${what} failed`, error);
    return { severity: "error", message: errorMessage(error) };
  }
}
