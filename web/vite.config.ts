import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    sourcemap: true,
    // bench/bundle-size.mjs reads it to measure what each route downloads.
    manifest: true,
    target: "es2022",
  },
  server: { host: "127.0.0.1", port: 5173 },
});
