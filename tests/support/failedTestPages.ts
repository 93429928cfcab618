// Set up before every emulator test file: a test that fails prints what the
// browser pages open around it did lately (pageLog.ts).
import { beforeEach } from "vitest";
import { printPageLogs } from "./pageLog";

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => printPageLogs(task.name));
});
