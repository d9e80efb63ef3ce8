import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  // Relative asset URLs: with hash routing the app is always served from its index.html, so the
  // same build works at `/` and behind a path prefix.
  base: "./",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The antd chunk alone is about 520 kB minified (165 kB gzipped); everything else is far smaller.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: "antd", test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/, priority: 2 },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
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
