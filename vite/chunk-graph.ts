// The build's chunk graph, as the Vite plugins of this folder read it.

export type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  name: string;
  imports: string[];
  modules: Record<string, unknown>;
};
export type OutputAsset = { type: 'asset'; fileName: string; names?: string[]; originalFileNames?: string[] };
export type Bundle = Record<string, OutputChunk | OutputAsset>;

/**
 * The chunks `roots` and every chunk they import statically, each once, a chunk's imports before
 * the chunk itself (the order a browser evaluates them in).
 */
export function withStaticImports(bundle: Bundle, roots: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    files.push(fileName);
  };
  roots.forEach(visit);
  return files;
}
