import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  server: {
    host: "127.0.0.1",
    port: 5173,
    watch: { ignored: ["**/tests/**", "**/test-results/**", "**/playwright-report/**", "**/.e2e-data/**", "**/data/**"] },
  },
  // Minifying chunk by chunk keeps every module's licence header; "eof" keeps one copy of each.
  esbuild: { legalComments: "eof" },
  build: {
    rollupOptions: {
      output: {
        // One chunk for React and Remix, which every page loads whole anyway (decision 0237).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//.test(id)) return "framework";
        },
      },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), ...(isVitest ? [] : [remix(remixOptions)])],
  test: {
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "bench/**/*.test.ts"],
    globalSetup: ["./tests/setup/build.ts"],
    setupFiles: ["./tests/setup/db.ts", "./tests/setup/password-memo.ts", "./tests/setup/matchers.ts"],
    pool: "forks",
    testTimeout: 20000,
  },
});
