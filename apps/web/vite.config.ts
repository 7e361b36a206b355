import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the API runs separately; in production one server serves /api, the invoice PDFs and this
// build, so the console always calls its own origin.
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Vendor chunks, first match wins. The login page loads the entry, `react`, `mantine` (Mantine's foundation:
 * provider, styles API, hooks, positioning), `query` and `zod`, plus only the Mantine components it renders:
 * components are left to Rollup's own splitting, so the table, menus and app shell of the console arrive
 * with the screens that use them. `tiptap` is imported only by the lazily loaded rich-text editor.
 *
 * A manual chunk also absorbs every module it depends on that no rule names. So a group may only hold
 * libraries whose dependencies are named by an earlier or later rule: grouping @mantine/tiptap or
 * @mantine/dates would drag shared Mantine components into that chunk and make the login page load it.
 * (@mantine/dates and dayjs are left to Rollup: they land in the chunks of the screens that use them.)
 */
const vendorChunks: [name: string, pattern: RegExp][] = [
  [
    'tiptap',
    /[\\/](@tiptap|prosemirror-[\w-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|mdurl|uc\.micro|entities|punycode\.js)[\\/]/,
  ],
  [
    'mantine',
    /[\\/](@mantine[\\/]core[\\/]esm[\\/](core|utils)|@mantine[\\/]hooks|@floating-ui|react-remove-scroll[\w-]*|react-style-singleton|use-callback-ref|use-sidecar|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
  ],
  ['react', /[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /[\\/]@tanstack[\\/]/],
  ['zod', /[\\/]zod[\\/]/],
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
