// QR images as PNG data URLs, made one at a time. Each takes the main thread
// for a few milliseconds (drawing and PNG encoding); a print sheet of 200
// started at once would freeze the page for seconds, so the work queues up
// and lets the browser paint and handle input every frame or so. Images are
// kept for a while, so reopening a print preview does not make them again.
// The QR library loads with the first image: the shop's page shows codes only
// once an order is paid, and need not download it before.
import { importOnce } from "./importOnce";

const FRAME_MS = 16;
const MAX_CACHED = 600;

const cache = new Map<string, Promise<string>>();
let queue: Promise<unknown> = Promise.resolve();
let sliceStart = 0;
// A failed download is tried again with the next image.
const loadLibrary = importOnce(() => import("qrcode"));

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function make(code: string, size: number): Promise<string> {
  const { toDataURL } = await loadLibrary();
  if (performance.now() - sliceStart > FRAME_MS) {
    await yieldToBrowser();
    sliceStart = performance.now();
  }
  // Level M survives a crease or a smudge on paper while keeping the
  // ~150-character signed code at a module size phone cameras read easily.
  return toDataURL(code, { errorCorrectionLevel: "M", margin: 2, width: size });
}

/** The QR of `code`, `size` pixels wide, as a data URL. */
export function qrDataUrl(code: string, size: number): Promise<string> {
  const key = `${size}|${code}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const image = queue.then(() => make(code, size));
  queue = image.catch(() => undefined);
  cache.set(key, image);
  image.catch(() => cache.delete(key));
  // Maps iterate in insertion order: the first key is the oldest.
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return image;
}
