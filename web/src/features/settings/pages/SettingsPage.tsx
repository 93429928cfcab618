// `/settings` (super_admin, linked from the navigation's administration
// group): the organiser's settings, in a chunk of their own
// (components/SettingsPanel.tsx). The app's entry names every page's first
// chunks; this page's are few (its form, the schema and Firestore are named
// in this chunk, loaded with it), so that a page few people open adds next
// to nothing to what the shop downloads first (docs/performance.md budgets).
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk, type PageProps } from "../../../components/lazyPage";

const SettingsPanel = lazyChunk<PageProps>("settings-panel", () => import("../components/SettingsPanel"), <FullPageSpinner />);

export default function SettingsPage(props: PageProps) {
  return <SettingsPanel {...props} />;
}
