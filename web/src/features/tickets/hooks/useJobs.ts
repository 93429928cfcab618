// Bulk jobs, live: the one being watched, and the latest ones so that a
// super_admin who reloads the page finds a running job again.
import { useEffect, useState } from "react";
import { subscribeToJob, subscribeToRecentJobs } from "../api";
import { loadErrorMessage } from "../../../lib/loadErrors";
import type { JobView } from "../../../data/ticketViews";

export interface JobState {
  /** undefined while loading; null when there is no such job. */
  job?: JobView | null;
  error?: string;
}

/** Mount with `key={jobId}`: the state belongs to one job. */
export function useJob(jobId: string): JobState {
  const [state, setState] = useState<JobState>({});
  useEffect(
    () =>
      subscribeToJob(
        jobId,
        (job) => setState({ job }),
        (error) => {
          console.error("Could not watch the job", error);
          setState((previous) => ({ ...previous, error: loadErrorMessage(error) }));
        },
      ),
    [jobId],
  );
  return state;
}

export interface RecentJobsState {
  jobs?: JobView[];
  error?: string;
}

export function useRecentJobs(): RecentJobsState {
  const [state, setState] = useState<RecentJobsState>({});
  useEffect(
    () =>
      subscribeToRecentJobs(
        (jobs) => setState({ jobs }),
        (error) => {
          console.error("Could not load the recent jobs", error);
          setState((previous) => ({ ...previous, error: loadErrorMessage(error) }));
        },
      ),
    [],
  );
  return state;
}
