export interface PhaseTime {
  title: string;
  seconds: number;
  /** How busy the cores were, e.g. "87 % of 2 cores"; "" when unknown. */
  cpuBusy: string;
}

export function phaseTimer(): {
  phase<T>(title: string, action: () => T | Promise<T>): Promise<T>;
  print(): void;
};

export function formatPhaseTimes(phases: PhaseTime[]): string;
