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
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
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
