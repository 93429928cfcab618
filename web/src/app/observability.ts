// Optional reporting (docs/product.md §5): Analytics and web-vitals are off unless
// configured, load only when on, and never break the app when they fail.
import { analyticsEnabled, webVitalsEnabled } from "../lib/config";

type Analytics = { log: (name: string, params: Record<string, unknown>) => void };

/** Analytics once started (null when off or unsupported); started at most once. */
let analyticsStart: Promise<Analytics | null> | null = null;
function analyticsWhenEnabled(): Promise<Analytics | null> {
  analyticsStart ??= analyticsEnabled ? startAnalytics() : Promise.resolve(null);
  return analyticsStart;
}

export async function startObservability(): Promise<void> {
  try {
    const analytics = await analyticsWhenEnabled();
    if (!webVitalsEnabled) return;
    const { onCLS, onINP, onLCP, onTTFB } = await import("web-vitals");
    const report = (metric: { name: string; value: number; id: string }) => {
      if (analytics) analytics.log(metric.name, { value: metric.value, metric_id: metric.id });
      else console.info("web-vital", metric.name, metric.value);
    };
    onCLS(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
  } catch (error) {
    console.warn("Optional reporting is unavailable", error);
  }
}

/** A page that failed to render, reported to Analytics when it is on. */
export function reportRenderError(error: unknown): void {
  const description = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  analyticsWhenEnabled()
    .then((analytics) => analytics?.log("exception", { description: description.slice(0, 150), fatal: false }))
    .catch((reportFailure: unknown) => console.warn("Optional reporting is unavailable", reportFailure));
}

async function startAnalytics(): Promise<Analytics | null> {
  const [{ getAnalytics, isSupported, logEvent }, { app }] = await Promise.all([
    import("firebase/analytics"),
    import("../lib/firebaseApp"),
  ]);
  if (!(await isSupported())) return null;
  const analytics = getAnalytics(app);
  return { log: (name: string, params: Record<string, unknown>) => logEvent(analytics, name, params) };
}
