// A QR code as an <img> of a data URL (lib/qrImages.ts): a ticket's code, an
// invoice's ZATCA code. A data URL rather than a canvas, so the browser
// prints it like any image and tests can read `data-code`; `data-qr` marks it
// for the print preview, which prints once every QR of its sheet is drawn.
import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import { qrDataUrl } from "../lib/qrImages";

export function QrImage({ code, size, alt, testId }: { code: string; size: number; alt: string; testId: string }) {
  const [image, setImage] = useState<{ key: string; dataUrl: string } | null>(null);
  const key = `${size}|${code}`;

  useEffect(() => {
    let active = true;
    qrDataUrl(code, size).then(
      (dataUrl) => {
        if (active) setImage({ key, dataUrl });
      },
      // Only a code too long for any QR version fails; what is written beside it still shows.
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
  return dataUrl ? (
    <img
      data-testid={testId}
      data-code={code}
      data-qr=""
      alt={alt}
      src={dataUrl}
      width={size}
      height={size}
      // Scaled by print or zoom, smoothing would blur the modules.
      style={{ imageRendering: "pixelated", display: "block", background: "#fff" }}
    />
  ) : (
    <Box aria-hidden sx={{ width: size, height: size, bgcolor: "grey.100" }} />
  );
}
