import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

// The dev server and the preview server proxy /api and the push socket to the mock
// (MOCK_URL, default http://127.0.0.1:4010), so the browser sees one origin.
const REQUIRED_IN_PRODUCTION = ['VITE_API_AES_KEY', 'VITE_API_AES_IV', 'VITE_SITE_ID', 'VITE_API_KEY'] as const;

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production' && env.VITE_API_ENVELOPE !== 'off') {
    const missing = REQUIRED_IN_PRODUCTION.filter((k) => !env[k]);
    if (missing.length) {
      throw new Error(`Production build needs ${missing.join(', ')} in the environment (no key material ships by default). For a build against the mock: vite build --mode mock`);
    }
  }
  const mock = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: mock, changeOrigin: true },
    '/ws': { target: mock.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
  };
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), proxy },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), proxy },
    build: { sourcemap: false, chunkSizeWarningLimit: 600 },
  };
});
