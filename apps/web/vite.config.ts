import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Uppy's chunk is large by nature and only loads where the owner uploads.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/objects': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
