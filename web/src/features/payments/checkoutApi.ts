// The calls of Yousr Pay's hosted checkout, public (docs/contracts.md): what it
// shows, and the payer's decision (the console's forced decline uses it too).
import {
  CALLABLES,
  type YousrPayCheckoutInput,
  type YousrPayCheckoutResult,
  type YousrPayDecideInput,
  type YousrPayDecideResult,
} from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function yousrPayCheckout(input: YousrPayCheckoutInput): Promise<YousrPayCheckoutResult> {
  return callFunction<YousrPayCheckoutInput, YousrPayCheckoutResult>(CALLABLES.yousrPayCheckout, input);
}

export function yousrPayDecide(input: YousrPayDecideInput): Promise<YousrPayDecideResult> {
  return callFunction<YousrPayDecideInput, YousrPayDecideResult>(CALLABLES.yousrPayDecide, input);
}
