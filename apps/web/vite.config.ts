import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` sends API and socket calls; the server listens on 8080 by default (DESIGN.md §1). */
const target = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target, changeOrigin: true, ws: true },
      '/websocket': { target, changeOrigin: true, ws: true },
      '/vxeSocket': { target, changeOrigin: true, ws: true },
      // GS1 Digital Link paths (/01/<GTIN>/10/<lot>/21/<serial>) resolve on the server.
      '/01/': { target, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Two pages: the admin app, and the consumers' /foodcode and /AdDetail (public-pages/, no admin code,
      // at most 120 KB of gzipped JavaScript — DESIGN.md §8). The server serves foodcode.html for both paths.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        foodcode: fileURLToPath(new URL('./foodcode.html', import.meta.url)),
      },
      // The contracts package has no side effects, but its resource schemas call zod at module level, which
      // the bundler cannot prove pure. Saying so keeps zod out of every chunk that only needs a constant.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // React and the router change rarely: one long-cached chunk. Everything else is split by the
        // lazy routes (DESIGN.md §6, §8: the login page may load at most 250 KB of gzipped JavaScript).
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: REACT, priority: 20 }],
        },
      },
    },
  },
});
