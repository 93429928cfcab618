// The Apple Wallet pass's images (functions/assets/wallet, drawn from the
// app's icon by scripts/make-wallet-images.mjs). functions/build.mjs embeds
// each PNG in the bundle as bytes (esbuild's binary loader), so the deployed
// function needs no file beside its code.
import iconAt1x from "../../../assets/wallet/icon.png";
import iconAt2x from "../../../assets/wallet/icon@2x.png";
import logoAt1x from "../../../assets/wallet/logo.png";
import logoAt2x from "../../../assets/wallet/logo@2x.png";
import type { PassImages } from "./applePass.js";

export const passImages: PassImages = {
  "icon.png": Buffer.from(iconAt1x),
  "icon@2x.png": Buffer.from(iconAt2x),
  "logo.png": Buffer.from(logoAt1x),
  "logo@2x.png": Buffer.from(logoAt2x),
};
