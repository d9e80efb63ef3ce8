import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** antd and its parts, plus the cropper built on them. */
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|antd-img-crop|react-easy-crop)[\\/]/;

export default defineConfig({
  // Relative asset URLs: with hash routing the app is always served from its index.html, so the
  // same build works at `/` and behind a path prefix.
  base: "./",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The start-up antd chunk alone is about 475 kB minified (150 kB gzipped); everything else is smaller.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            // Only what the shell needs at start ($initial) goes in the shared antd and vendor chunks.
            // Controls that only some pages use (date picker, cascader, upload, the cropper) are left
            // to the default splitting, so they arrive with those pages instead of on every first visit.
            { name: "antd", test: ANTD, tags: ["$initial"], priority: 3 },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    // The API and the realtime websocket both live under /web on the server (default port 8080).
    proxy: {
      "/web": { target: "http://localhost:8080", changeOrigin: true, ws: true },
    },
  },
});
