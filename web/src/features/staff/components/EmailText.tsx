// An e-mail address inside right-to-left text: isolated as left-to-right so
// its "@" and dots stay in place, and broken anywhere rather than overflowing
// a phone's width.
import Box from "@mui/material/Box";

export function EmailText({ email }: { email: string }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ overflowWrap: "anywhere" }}>
      {email}
    </Box>
  );
}
