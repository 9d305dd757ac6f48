type ModuleGraph = {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
};

/** The app's largest parts, each a chunk of its own (ADR 099), by the path of their modules. */
const PARTS: readonly { name: string; path: RegExp }[] = [
  { name: 'react-dom', path: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  {
    name: 'intl-messageformat',
    path: /[\\/]node_modules[\\/](@formatjs|intl-messageformat)[\\/]/,
  },
];

/** Every module `root` imports statically, transitively, itself included. */
function staticGraph(root: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The bundler's name for a module's chunk (rolldown's `codeSplitting` group): React's DOM
 * renderer and the message formatter (intl-messageformat), each in a chunk of its own, so the start-up module evaluates them in
 * tasks of their own rather than with the app in one (ADR 099). Only what the app imports
 * statically is taken (with what that imports): a formatter only some pages use stays with those
 * pages, and the entry route carries what it carried before. The SDK is not split so: the modules
 * it imports are shared with pages, and taking them along moved page code into the entry.
 */
export function appPartChunk(appModuleFile: string) {
  let reachedByApp: Set<string> | undefined;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    const part = PARTS.find(({ path }) => path.test(moduleId));
    if (!part) return null;
    reachedByApp ??= staticGraph(appModuleFile, graph);
    return reachedByApp.has(moduleId) ? part.name : null;
  };
}
