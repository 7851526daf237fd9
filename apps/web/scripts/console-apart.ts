/**
 * The operator console is its own lazily loaded part (issue 18): the public pages must not carry a byte of it. This
 * build step fails the browser build when a chunk of the home page's first load (the entry and what it imports
 * statically) holds a module that only the console reaches — the console's own files, or a library only the console
 * uses that a shared chunk group swept in (recharts' `use-sync-external-store` in the framework chunk did: +0.6 KB gz).
 */
import type { Plugin } from 'vite';

/** The console's folder: modules reached only through it are the console's. */
export const CONSOLE_MODULES = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]operator[\\/]/;

export type ModuleGraph = {
  /** What a module imports statically and dynamically (null: not a module of the graph). */
  importsOf: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
};

/**
 * The modules of the first load that the public app cannot reach without passing through the console: every page
 * of the public site and the cabinet is walked (static and dynamic imports), the console's folder is not entered.
 */
export const consoleOnlyInFirstLoad = (chunks: BuiltChunk[], graph: ModuleGraph): Array<{ chunk: string; id: string }> => {
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId);
  if (!entry?.facadeModuleId) return [];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const firstLoad = new Set<string>();
  const visitChunk = (file: string) => {
    if (firstLoad.has(file)) return;
    firstLoad.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visitChunk(next);
  };
  visitChunk(entry.fileName);

  const publicModules = new Set<string>();
  const stack = [entry.facadeModuleId];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (publicModules.has(id) || CONSOLE_MODULES.test(id)) continue;
    publicModules.add(id);
    const info = graph.importsOf(id);
    if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return [...firstLoad].flatMap((file) =>
    (byFile.get(file)?.moduleIds ?? [])
      // The bundler's own runtime and virtual helpers are nobody's module.
      .filter((id) => id.startsWith('/') && !publicModules.has(id))
      .map((id) => ({ chunk: file, id })),
  );
};

/** The build step: the browser build fails, naming the console's modules that reached the public first load. */
export const consoleApart = (): Plugin<{ failed: boolean }> & { api: { failed: boolean } } => {
  let ssr = false;
  const api = { failed: false };
  return {
    name: 'jetkiz-console-apart',
    api,
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const found = consoleOnlyInFirstLoad(chunks, {
        importsOf: (id) => this.getModuleInfo(id),
      });
      if (found.length > 0) {
        api.failed = true;
        this.error(
          `the public pages' first load carries the operator console's modules (keep them in the console's lazy part):\n${found
            .map((f) => `  ${f.chunk}: ${f.id}`)
            .join('\n')}`,
        );
      }
    },
  };
};
