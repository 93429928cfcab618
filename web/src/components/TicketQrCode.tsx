// A ticket's QR as an <img>, with its gate code under it, on every page and
// print that shows a ticket (the code gate staff type when the QR will not
// scan: docs/product.md §4 "Gate codes"). A data URL rather than a canvas, so
// the browser prints it like any image and tests can read `data-code`.
import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { arPublic } from "@bawwaba/common";
import { qrDataUrl } from "../lib/qrImages";
import { GateCode } from "./GateCode";

export function TicketQrCode({ code, size = 200, caption }: { code: string; size?: number; caption?: string }) {
  const [image, setImage] = useState<{ key: string; dataUrl: string } | null>(null);
  const key = `${size}|${code}`;

  useEffect(() => {
    let active = true;
    qrDataUrl(code, size).then(
      (dataUrl) => {
        if (active) setImage({ key, dataUrl });
      },
      // Only a code too long for any QR version fails; the caption and the ticket id still show.
      () => {
        if (active) setImage(null);
      },
    );
    return () => {
      active = false;
    };
  }, [code, size, key]);

  // Until the image is ready (or after `code` changes) a blank square keeps the layout from jumping.
  const dataUrl = image?.key === key ? image.dataUrl : undefined;

  return (
    <Box sx={{ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: 0.5 }}>
      {dataUrl ? (
        <img
          data-testid="ticket-qr"
          data-code={code}
          alt={arPublic.tickets.qrAlt}
          src={dataUrl}
          width={size}
          height={size}
          // Scaled by print or zoom, smoothing would blur the modules.
          style={{ imageRendering: "pixelated", display: "block", background: "#fff" }}
        />
      ) : (
        <Box aria-hidden sx={{ width: size, height: size, bgcolor: "grey.100" }} />
      )}
      <Typography sx={{ fontWeight: 700, fontSize: "0.95em", textAlign: "center" }}>
        {arPublic.tickets.fields.gateCode}: <GateCode ticketCode={code} />
      </Typography>
      {caption && (
        <Typography variant="caption" dir="auto" sx={{ textAlign: "center", maxWidth: size, overflowWrap: "anywhere" }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
