import type { Rollup } from 'vite';

/**
 * The files a browser loads before `files` run: each of them and every chunk they import statically,
 * in the order first met (the build's plugins read it from the bundle to name a page's preloads).
 */
export function staticImports(bundle: Rollup.OutputBundle, files: string[]): Set<string> {
  const byFile = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  const into = new Set<string>();
  const visit = (file: string) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return into;
}
