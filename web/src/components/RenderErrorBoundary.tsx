// The app-wide net under every page: a render error shows an Arabic error
// screen with "reload" and "back to home" instead of blanking the whole app.
// Chunk-load failures are caught first, closer to the page, by
// ChunkErrorBoundary (with its retry); whatever it lets through lands here.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { arPublic } from "@bawwaba/common";
import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Leaves the error screen: where "back to home" goes. */
  onGoHome: () => void;
  /** When it changes (the user went to another page) the screen gives way. */
  resetKey?: string;
  /** Where the error is reported besides the console. */
  onError?: (error: unknown) => void;
}

export class RenderErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        <AlertTitle>{arPublic.renderError.title}</AlertTitle>
        {arPublic.renderError.body}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="error" onClick={() => window.location.reload()}>
            {arPublic.renderError.reload}
          </Button>
          <Button variant="outlined" color="inherit" onClick={this.props.onGoHome}>
            {arPublic.renderError.home}
          </Button>
        </Stack>
      </Alert>
    );
  }
}
