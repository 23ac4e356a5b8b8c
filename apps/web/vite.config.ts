import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for reading production stack traces; no bundle points at them and the server does not serve them.
    sourcemap: 'hidden',
    target: 'es2022',
  },
});
