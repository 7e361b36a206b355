import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the API runs separately; in production one server serves /api, the invoice PDFs and this
// build, so the console always calls its own origin.
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Vendor chunks, first match wins. The login page loads the entry (with the part of Mantine it renders),
 * `react` (react, react-dom, react-router) and its own small chunks: at most 150 KB gzipped before its form
 * shows (`npm run bench:console`, e2e/login-budget.e2e.test.ts). `query` and `zod` are fetched after sign-in
 * (the admin layout and the screens import them); `tiptap` only by the lazily loaded rich-text editor.
 *
 * A manual chunk also absorbs every module it depends on that no rule names, through barrels too: a `mantine`
 * chunk of Mantine's foundation pulled in every @mantine/hooks hook the console uses anywhere (its `index`
 * re-exports them all) and, with Mantine's Floating utils, floating-ui: 45 KB for the login page. So Mantine
 * (core, hooks, dates, notifications) is left to Rollup's own splitting: what the login page renders lands in
 * the entry and its chunks, the console's components and hooks in the chunks of the screens that use them. A
 * group may only hold libraries whose dependencies are named by an earlier or later rule. Patterns start at
 * `node_modules/<name>/`: `/react/` alone also matched `@floating-ui/react/`.
 */
const vendorChunks: [name: string, pattern: RegExp][] = [
  [
    'tiptap',
    /[\\/](@tiptap|prosemirror-[\w-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|mdurl|uc\.micro|entities|punycode\.js)[\\/]/,
  ],
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /node_modules[\\/]@tanstack[\\/]/],
  ['zod', /node_modules[\\/]zod[\\/]/],
];

function vendorChunk(id: string): string | undefined {
  // CSS stays with the module that imports it (Mantine's styles load once, from the entry).
  if (!id.includes('node_modules') || id.endsWith('.css')) return undefined;
  return vendorChunks.find(([, pattern]) => pattern.test(id))?.[0];
}

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside every text asset above 1 KB; the server sends them as they are (preCompressed).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|mjs|css|html|svg|json)$/,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET },
      '/admin/pdf': { target: API_TARGET }, // also /admin/pdf_flexmod and /admin/pdf_reorder
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET },
      '/admin/pdf': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
