/**
 * The chunks reached from `root` through their static imports, each named before every chunk it
 * imports (the page or the app first, its leaves last), less those in `loaded`. Reversed, every
 * chunk comes after all it imports: the start-up module evaluates them in that order, one per
 * task (ADR 094, 099), so no chunk's task evaluates another chunk's imports as well. Free of
 * imports: the build's plugins order the lists with it.
 */
export function importersFirst(
  root: string,
  importsOf: (chunk: string) => readonly string[] | undefined,
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const leavesFirst: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk) || loaded.has(chunk)) return;
    seen.add(chunk);
    const imports = importsOf(chunk);
    if (!imports) return;
    for (const imported of imports) visit(imported);
    leavesFirst.push(chunk);
  };
  visit(root);
  return leavesFirst.reverse();
}
