import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pageChunks } from './build-tools/page-chunks';
import { precompress } from './build-tools/precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), pageChunks(), precompress()],
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
        // The small pieces the shop pages share (product card, price, cart, icons, basic controls) travel
        // as one file: on a slow connection each extra file of a page costs a round trip.
        // Everything else (forms, zod, dialogs) is split by route automatically.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            {
              name: 'shop',
              test: /[\\/]src[\\/](lib[\\/]|features[\\/]cart[\\/]|components[\\/](commerce[\\/]|ui[\\/](alert|badge|button|card|empty-state|input|label|load-error|native-select|page-heading|skeleton|spinner)\.tsx))|lucide-react/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
