import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { startObservability } from "./app/observability";

const root = createRoot(document.getElementById("root")!);
// As a transition, the first render yields to the browser every few
// milliseconds instead of holding the main thread until the whole page is
// built: on a slow phone that is the difference between a page that answers
// a tap at once and one that freezes while it opens (Lighthouse's Total
// Blocking Time, docs/benchmarks.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

void startObservability();
