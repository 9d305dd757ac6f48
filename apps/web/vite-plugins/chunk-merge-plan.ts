/**
 * Which of the bundler's shared chunks to fold together (ADR 122). The bundler makes one chunk per
 * set of pages that use a module, so a page of the app loaded up to 100 files, 60 of them under
 * 600 bytes, and each paid its own import and export lines and its own compression: a page's
 * files gzipped as one were a quarter lighter than gzipped one by one.
 *
 * Two chunks are folded when the bytes every page that loads both saves (a file fewer) outweigh
 * the bytes the pages that loaded only one of them now fetch for nothing. Chunks are only folded
 * while no import cycle arises between chunks, so every chunk still runs after what it imports.
 */

/** One chunk of a build without folding. */
export interface ChunkAtom {
  /** Gzip bytes of its code. */
  gzipBytes: number;
  /** The pages (and parts of pages fetched on demand) that load it, by index. */
  loadedBy: readonly number[];
  /** The atoms it imports statically, by index. */
  imports: readonly number[];
  /** The message catalogs it loads (one language at a time), by index. */
  catalogs: readonly number[];
}

/** What the pages load before any folding. */
export interface PageLoads {
  /** Each page's bytes: its chunks and its catalogs. */
  bytes: readonly number[];
  /** Each page's catalogs, by index. */
  catalogs: readonly (readonly number[])[];
  /** Each catalog's bytes, in its heaviest language. */
  catalogBytes: readonly number[];
}

export interface ChunkMergeSettings {
  /** What one file costs a page beyond its code: its import and export lines, its own compression. */
  fileCostBytes: number;
  /** Only a chunk lighter than this is folded into another. */
  smallBytes: number;
  /** The bytes a page may carry (the lazy page budget, less a margin for the estimate). */
  pageLimitBytes: number;
  /** How much a byte added to any page counts beside a byte over the limit. */
  bytesWeight: number;
}

interface Fold {
  atoms: number[];
  gzipBytes: number;
  /** The pages that load it. */
  pages: Set<number>;
  /** The atoms it imports. */
  imports: Set<number>;
  catalogs: Set<number>;
}

/**
 * Groups of atoms to emit as one chunk each (only groups of two or more). Greedy: the lightest
 * small fold first, into the fold with which it costs least, while that cost is below nothing.
 * A fold's cost is what it adds to the pages' bytes over the limit, plus a share
 * (`bytesWeight`) of what it adds to all pages: a page under the limit may take bytes another
 * page is spared, while it stays under.
 */
export function planChunkMerges(
  atoms: readonly ChunkAtom[],
  loads: PageLoads,
  settings: ChunkMergeSettings,
): number[][] {
  const weights = [...loads.bytes];
  const pageCatalogs = loads.catalogs.map((catalogs) => new Set(catalogs));
  const folds: (Fold | undefined)[] = atoms.map((atom, index) => ({
    atoms: [index],
    gzipBytes: atom.gzipBytes,
    pages: new Set(atom.loadedBy),
    imports: new Set(atom.imports),
    catalogs: new Set(atom.catalogs),
  }));
  const foldOf = atoms.map((_, index) => index);
  const find = (atom: number): number => {
    let at = atom;
    while (foldOf[at] !== at) at = foldOf[at] ?? at;
    foldOf[atom] = at;
    return at;
  };
  /** The folds `a` and `b` import, and what those import, but for `a` and `b`. */
  const importedBy = (a: Fold, b: Fold): Fold[] => {
    const found = new Set<Fold>([a, b]);
    const pending = [...a.imports, ...b.imports];
    for (let atom = pending.pop(); atom !== undefined; atom = pending.pop()) {
      const fold = folds[find(atom)];
      if (!fold || found.has(fold)) continue;
      found.add(fold);
      pending.push(...fold.imports);
    }
    found.delete(a);
    found.delete(b);
    return [...found];
  };
  /**
   * The folds each page newly loads when `a` and `b` become one chunk: a page that loaded one of
   * them loads the other, and with it what it imports.
   */
  const gainsOf = (a: Fold, b: Fold): Map<number, Fold[]> => {
    const gains = new Map<number, Fold[]>();
    const pages = new Set([...a.pages, ...b.pages]);
    const imported = importedBy(a, b);
    for (const page of pages) {
      const gained = [a, b, ...imported].filter((fold) => !fold.pages.has(page));
      if (gained.length > 0) gains.set(page, gained);
    }
    return gains;
  };
  /** How each page's bytes change when `a` and `b` become one chunk. */
  const changeOf = (a: Fold, b: Fold): Map<number, number> => {
    const change = new Map<number, number>();
    for (const page of a.pages) if (b.pages.has(page)) change.set(page, -settings.fileCostBytes);
    for (const [page, gained] of gainsOf(a, b)) {
      const catalogs = new Set(gained.flatMap((fold) => [...fold.catalogs]));
      let bytes = 0;
      for (const fold of gained) bytes += fold.gzipBytes;
      for (const catalog of catalogs) {
        if (!pageCatalogs[page]?.has(catalog)) bytes += loads.catalogBytes[catalog] ?? 0;
      }
      change.set(page, bytes);
    }
    return change;
  };
  const over = (bytes: number) => Math.max(0, bytes - settings.pageLimitBytes);
  const costOf = (change: Map<number, number>) => {
    let cost = 0;
    for (const [page, bytes] of change) {
      const weight = weights[page] ?? 0;
      cost += over(weight + bytes) - over(weight) + settings.bytesWeight * bytes;
    }
    return cost;
  };
  /** Whether `to` can be reached from `from` through at least one other fold. */
  const reachesIndirectly = (from: number, to: number): boolean => {
    const seen = new Set<number>([from]);
    const pending = [...(folds[from]?.imports ?? [])].map(find).filter((next) => next !== to);
    for (let at = pending.pop(); at !== undefined; at = pending.pop()) {
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      for (const next of folds[at]?.imports ?? []) pending.push(find(next));
    }
    return false;
  };
  const settled = new Set<number>();
  for (;;) {
    let next: number | undefined;
    folds.forEach((fold, index) => {
      if (!fold || fold.gzipBytes >= settings.smallBytes || settled.has(index)) return;
      if (next === undefined || fold.gzipBytes < (folds[next]?.gzipBytes ?? 0)) next = index;
    });
    const small = next === undefined ? undefined : folds[next];
    if (next === undefined || !small) break;
    const from = next;
    const partners = folds
      .flatMap((other, index) => {
        if (!other || index === from) return [];
        const change = changeOf(small, other);
        const cost = costOf(change);
        return cost < 0 ? [{ index, cost, change }] : [];
      })
      .sort((a, b) => a.cost - b.cost);
    const partner = partners.find(
      ({ index }) => !reachesIndirectly(from, index) && !reachesIndirectly(index, from),
    );
    const into = partner && folds[partner.index];
    if (!partner || !into) {
      settled.add(from);
      continue;
    }
    for (const [page, bytes] of partner.change) weights[page] = (weights[page] ?? 0) + bytes;
    for (const [page, gained] of gainsOf(small, into)) {
      for (const fold of gained) {
        fold.pages.add(page);
        for (const catalog of fold.catalogs) pageCatalogs[page]?.add(catalog);
      }
    }
    into.atoms.push(...small.atoms);
    into.gzipBytes += small.gzipBytes;
    for (const imported of small.imports) into.imports.add(imported);
    for (const catalog of small.catalogs) into.catalogs.add(catalog);
    folds[from] = undefined;
    foldOf[from] = partner.index;
    // Imports inside the fold are no edges between folds.
    into.imports = new Set([...into.imports].filter((atom) => find(atom) !== partner.index));
    settled.delete(partner.index);
  }
  return folds.flatMap((fold) => (fold && fold.atoms.length > 1 ? [fold.atoms] : []));
}
