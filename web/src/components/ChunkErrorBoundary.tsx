// Catches a page chunk that failed to load and offers to try again.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { arPublic } from "@bawwaba/common";
import { Component, type ReactNode } from "react";
import { ChunkLoadError } from "./loadChunk";

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

export class ChunkErrorBoundary extends Component<Props, { error: ChunkLoadError | null }> {
  override state: { error: ChunkLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    // Anything else is a bug in a page, not a loading problem: let it surface.
    if (error instanceof ChunkLoadError) return { error };
    throw error;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" variant="outlined" onClick={this.props.onRetry}>
            {arPublic.chunkError.retry}
          </Button>
        }
      >
        <AlertTitle>{arPublic.chunkError.title}</AlertTitle>
        {error.reason === "timeout" ? arPublic.chunkError.timeout(error.chunk) : arPublic.chunkError.body(error.chunk)}
      </Alert>
    );
  }
}
