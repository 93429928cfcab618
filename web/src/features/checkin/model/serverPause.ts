// Once a call finds the server unreachable, the next scans stop asking it for
// a while: each would otherwise hold the queue at the door for the whole scan
// timeout before the device decides alone. The offline queue's retries go on
// meanwhile, and the first call the server answers ends the pause.
import { isServerRefusal } from "../../../lib/callErrorMessage";
import type { SendScan } from "./offlineQueue";

/** How long scans skip the server after it left a call unanswered. */
export const SERVER_PAUSE_MS = 15_000;

export class ServerPause {
  private until = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pauseMs: number = SERVER_PAUSE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  isPaused(): boolean {
    return this.clock() < this.until;
  }

  /** `send`, watched: an answer (a refusal too) ends the pause, no answer starts one. */
  watch(send: SendScan): SendScan {
    return async (input) => {
      try {
        const answer = await send(input);
        this.until = Number.NEGATIVE_INFINITY;
        return answer;
      } catch (error) {
        this.until = isServerRefusal(error) ? Number.NEGATIVE_INFINITY : this.clock() + this.pauseMs;
        throw error;
      }
    };
  }
}
