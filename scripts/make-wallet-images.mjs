// Draws the Apple Wallet pass's images (functions/assets/wallet/) from the
// app's icon, web/public/icons/icon-512.png (made by make-icons.mjs): the
// icon at 29 and 58 px, the logo at 50 and 100 px (the logo area is at most
// 160 × 50 pt). Each output pixel is the average of the source pixels it
// covers, weighted by their opacity, so edges stay smooth. Run it again
// after changing the icons: node scripts/make-wallet-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = PNG.sync.read(readFileSync(path.join(root, "web/public/icons/icon-512.png")));
const outDir = path.join(root, "functions/assets/wallet");
const IMAGES = [
  { file: "icon.png", size: 29 },
  { file: "icon@2x.png", size: 58 },
  { file: "logo.png", size: 50 },
  { file: "logo@2x.png", size: 100 },
];

function scaled(image, size) {
  const out = new PNG({ width: size, height: size });
  const step = image.width / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sums = [0, 0, 0, 0];
      let count = 0;
      for (let sy = Math.floor(y * step); sy < Math.floor((y + 1) * step); sy++) {
        for (let sx = Math.floor(x * step); sx < Math.floor((x + 1) * step); sx++) {
          const at = (sy * image.width + sx) * 4;
          const alpha = image.data[at + 3];
          for (let channel = 0; channel < 3; channel++) sums[channel] += image.data[at + channel] * alpha;
          sums[3] += alpha;
          count++;
        }
      }
      const at = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel++) out.data[at + channel] = sums[3] ? Math.round(sums[channel] / sums[3]) : 0;
      out.data[at + 3] = Math.round(sums[3] / count);
    }
  }
  return out;
}

mkdirSync(outDir, { recursive: true });
for (const { file, size } of IMAGES) writeFileSync(path.join(outDir, file), PNG.sync.write(scaled(source, size)));
