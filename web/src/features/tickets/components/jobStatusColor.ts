import type { JobStatus } from "@bawwaba/common";

export const JOB_STATUS_COLOR: Record<JobStatus, "primary" | "success" | "error"> = {
  running: "primary",
  done: "success",
  failed: "error",
};
