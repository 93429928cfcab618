// Marks a page as Yousr Pay's, a test gateway and not the shop: the payer must
// see that no real money moves.
import Science from "@mui/icons-material/Science";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { paymentsMessages } from "@bawwaba/common";

export function TestGatewayBanner() {
  return (
    <Paper
      elevation={0}
      role="note"
      data-testid="test-gateway-banner"
      sx={{ p: 2, mb: 2, bgcolor: "#fff3cd", color: "#5c3c00", border: 2, borderColor: "#e0a800", borderStyle: "dashed" }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <Science aria-hidden />
        <div>
          <Typography sx={{ fontWeight: 800 }}>{paymentsMessages.testMode}</Typography>
          <Typography variant="body2">{paymentsMessages.testModeBody}</Typography>
        </div>
      </Stack>
    </Paper>
  );
}
