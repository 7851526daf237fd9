import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { consoleApart } from './scripts/console-apart.ts';

/**
 * After the browser bundle is written, the first screens of home, the calculator and tracking are rendered to
 * HTML in each language (scripts/prerender.ts), so they paint before the JavaScript runs. Not for the server
 * bundle that step builds itself. (Whatever starts the build: the journeys build under Vitest's environment.)
 */
const prerenderPages = (failed: () => boolean): Plugin => {
  let ssr = false;
  return {
    name: 'jetkiz-prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // A failed build (the console in the public first load) has nothing to render: its own error is the news.
      if (ssr || failed()) return;
      const { prerender } = await import('./scripts/prerender.ts');
      await prerender(import.meta.dirname, import.meta.filename);
    },
  };
};

const apart = consoleApart();

export default defineConfig({
  plugins: [react(), apart, prerenderPages(() => apart.api.failed)],
  build: {
    // Which chunk holds which module: the pre-rendering step preloads the chunks of the pages it renders.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: {
      polyfill: false,
      // A lazy page's chunk names the chunks it imports only for their styles: the script chunks arrive by the
      // import itself. Naming every one of them in each caller (Vite's default) put a growing list of file names into
      // the home page's first load with every cabinet page added.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Every page needs these; one chunk instead of many small shared ones keeps the first load light
        // (each file compresses on its own) and the cache steady across releases.
        codeSplitting: {
          groups: [
            {
              // Not a library only the console uses (recharts' use-sync-external-store was here): the console's
              // part stays out of the public first load (scripts/console-apart.ts fails the build otherwise).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            {
              // Mantine's core and the components of the layout and the home page, in one piece. Not @mantine/hooks as
              // a whole: the order pages' hooks (focus trap, scroll lock, …) would ride along to the home page.
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core|utils|components[\\/](UnstyledButton|Button|ActionIcon|Anchor|Text|Title|Group|Stack|SimpleGrid|Grid|Container|Card|Paper|Box|Alert|Loader|Input|InputBase|TextInput|CloseButton|Burger|Transition|Portal)[\\/]))/,
              priority: 15,
            },
            {
              name: 'shell',
              // The app's own shared pieces the home page needs: libs, config, the locality picker. Not the
              // formatters and the way back to an order, which only the cabinet and the sign-in pages use. The layouts'
              // small files (header, progress bar, the cabinet frame) travel in it too: one file compresses better than
              // five (home's first load 150.4 -> 149.5 KB gz, which pays for hydrateRoot in main.tsx).
              // Not the cabinet's file calls, form warnings and business terms either (149.2 -> 148.0 KB gz).
              test: /apps[\\/]web[\\/]src[\\/](lib[\\/](?!format\.ts|return-to\.ts|api-files\.ts|form-warnings\.ts|business-terms\.ts)|config[\\/]|features[\\/]reference[\\/]|components[\\/]layouts[\\/](?!footer|cabinet-nav))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
