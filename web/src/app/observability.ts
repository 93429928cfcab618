// Optional reporting (SPEC.md §5): Analytics and web-vitals are off unless
// configured, load only when on, and never break the app when they fail.
import { analyticsEnabled, webVitalsEnabled } from "./config";
import { app } from "./firebase";

export async function startObservability(): Promise<void> {
  try {
    const analytics = analyticsEnabled ? await startAnalytics() : null;
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

async function startAnalytics() {
  const { getAnalytics, isSupported, logEvent } = await import("firebase/analytics");
  if (!(await isSupported())) return null;
  const analytics = getAnalytics(app);
  return { log: (name: string, params: Record<string, unknown>) => logEvent(analytics, name, params) };
}
