import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build-tools/precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/sandbox': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/sandbox': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // The contract only declares schemas and constants: a page that needs the API paths must not
      // download every zod schema with them.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // The framework every page needs changes rarely: keep it in long-cached chunks of its own.
        // Everything else (forms, zod, dialogs) is split by route automatically.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
