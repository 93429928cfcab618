// The order's private link in full, to copy or bookmark: with it the tickets
// open on any device.
import ContentCopy from "@mui/icons-material/ContentCopy";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import { displayLocale, orderLinkPath, orderPageMessages, pathInLanguage, type OrderLink } from "@bawwaba/common";
import { useState } from "react";

export function PrivateLink({ link, eventId }: { link: OrderLink; eventId: string }) {
  // In the page's language: the buyer opens it again as they read it now.
  // Naming its event, which the link's preview shows when it is shared (docs/contracts.md "Order links").
  const url = `${window.location.origin}${pathInLanguage(orderLinkPath({ ...link, eventId }), displayLocale().language)}`;
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      (error: unknown) => {
        // Refused (no permission, an insecure page): the field is there to copy by hand.
        console.warn("Could not copy the order link", error);
        setCopied(false);
      },
    );
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info">{orderPageMessages.order.keepLink}</Alert>
      <TextInput
        label={orderPageMessages.order.privateLink}
        value={url}
        fullWidth
        size="small"
        onFocus={(focus) => focus.target.select()}
        slotProps={{ htmlInput: { readOnly: true, dir: "ltr", "data-testid": "private-link" } }}
      />
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy} sx={{ alignSelf: "flex-start", minHeight: 44 }}>
        {orderPageMessages.order.copyLink}
      </Button>
      {copied !== null && (
        <Alert severity={copied ? "success" : "warning"} role="status">
          {copied ? orderPageMessages.order.copied : orderPageMessages.order.copyFailed}
        </Alert>
      )}
    </Stack>
  );
}
