import { BrowserRouter } from "react-router-dom";
import { ROUTES } from "../auth/access";
import { RenderErrorBoundary } from "../components/RenderErrorBoundary";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./AppRoutes";
import { reportRenderError } from "./observability";

export function App() {
  // The outer net, for a failure in the shell itself (pages have their own
  // inside the shell): home is a full load, as nothing above it is left.
  return (
    <RenderErrorBoundary onGoHome={() => window.location.assign(ROUTES.home)} onError={reportRenderError}>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </RenderErrorBoundary>
  );
}
