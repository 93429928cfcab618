// The place the events take while the catalogue loads: grey cards of about
// their size, so that nothing below them moves when they arrive. Plain boxes
// (no Skeleton component) keep the shop's first download small.
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { arPublic } from "@bawwaba/common";

/** One grey bar: `width` of the line, `height` in px. */
function Bar({ width = "100%", height = 20, gap = 1 }: { width?: string; height?: number; gap?: number }) {
  return <Box sx={{ width, height, mb: gap, borderRadius: 1, bgcolor: "action.hover" }} />;
}

export function EventListSkeleton({ count }: { count: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={arPublic.shell.loading} data-testid="catalogue-loading">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" aria-hidden>
          <CardContent>
            <Bar width="60%" height={30} />
            <Bar width="90%" />
            <Bar width="45%" />
            <Bar width="35%" gap={2} />
            <Bar height={36} />
            <Bar height={36} gap={2} />
            <Bar height={48} gap={0} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
