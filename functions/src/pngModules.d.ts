// A PNG imported by the functions is its bytes: functions/build.mjs bundles
// it with esbuild's binary loader.
declare module "*.png" {
  const bytes: Uint8Array;
  export default bytes;
}
