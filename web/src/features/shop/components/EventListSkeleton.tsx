// The place the events take while the catalogue loads: cards of about their
// size, so that nothing below them moves when they arrive.
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { ar } from "@bawwaba/common";

export function EventListSkeleton({ count }: { count: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={ar.shell.loading} data-testid="catalogue-loading">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" aria-hidden>
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: 24 }} />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="text" width="35%" sx={{ mb: 1.5 }} />
            <Skeleton variant="rounded" height={36} sx={{ my: 0.75 }} />
            <Skeleton variant="rounded" height={36} sx={{ my: 0.75 }} />
            <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
