import { describe, expect, it } from 'vitest';
import { type ChunkAtom, type ChunkMergeSettings, planChunkMerges } from './chunk-merge-plan.ts';

const settings: ChunkMergeSettings = {
  fileCostBytes: 125,
  smallBytes: 8000,
  pageLimitBytes: 40_000,
  bytesWeight: 0.1,
};

const atom = (gzipBytes: number, loadedBy: number[], imports: number[] = []): ChunkAtom => ({
  gzipBytes,
  loadedBy,
  imports,
  catalogs: [],
});

/** Each page's bytes: what its atoms weigh, plus `extra` (its own chunk, its messages). */
function loadsOf(atoms: readonly ChunkAtom[], extra: number[]) {
  const bytes = extra.map(
    (own, page) =>
      own +
      atoms.reduce((sum, each) => sum + (each.loadedBy.includes(page) ? each.gzipBytes : 0), 0),
  );
  return { bytes, catalogs: extra.map(() => []), catalogBytes: [] };
}

const sorted = (groups: number[][]) => groups.map((group) => [...group].sort()).sort();

describe('which shared chunks are folded together', () => {
  it('folds small chunks that the same pages load into one', () => {
    const atoms = [atom(300, [0, 1]), atom(200, [0, 1]), atom(400, [0, 1])];
    expect(sorted(planChunkMerges(atoms, loadsOf(atoms, [50_000, 50_000]), settings))).toEqual([
      [0, 1, 2],
    ]);
  });

  it('lets a page under the limit take a small chunk it does not use, to spare pages over it', () => {
    // Pages 0–3 are over the limit and load both; page 4 loads one and has room for the other.
    const atoms = [atom(300, [0, 1, 2, 3]), atom(250, [0, 1, 2, 3, 4])];
    expect(
      planChunkMerges(atoms, loadsOf(atoms, [50_000, 50_000, 50_000, 50_000, 20_000]), settings),
    ).toHaveLength(1);
  });

  it('never pushes a page under the limit over it', () => {
    const atoms = [atom(3000, [0, 1, 2, 3]), atom(250, [0, 1, 2, 3, 4])];
    expect(
      planChunkMerges(atoms, loadsOf(atoms, [50_000, 50_000, 50_000, 50_000, 39_000]), settings),
    ).toEqual([]);
  });

  it('counts the messages a folded chunk loads for the pages that did not load them', () => {
    const atoms: ChunkAtom[] = [
      { ...atom(300, [0, 1, 2, 3]), catalogs: [0] },
      atom(250, [0, 1, 2, 3, 4]),
    ];
    const loads = loadsOf(atoms, [50_000, 50_000, 50_000, 50_000, 36_000]);
    // Without the catalog, page 4 has room for the 300 bytes.
    expect(planChunkMerges(atoms, { ...loads, catalogBytes: [0] }, settings)).toHaveLength(1);
    // With it (4 KB of messages page 4 does not load), it has not.
    expect(planChunkMerges(atoms, { ...loads, catalogBytes: [4000] }, settings)).toEqual([]);
  });

  it('counts what a folded chunk imports for the pages that did not load it', () => {
    // Atom 0 imports atom 2 (3 KB): page 4, which gains atom 0, would gain atom 2 too.
    const atoms = [
      atom(300, [0, 1, 2, 3], [2]),
      atom(250, [0, 1, 2, 3, 4]),
      atom(3000, [0, 1, 2, 3]),
    ];
    const loads = loadsOf(atoms, [50_000, 50_000, 50_000, 50_000, 37_000]);
    const groups = planChunkMerges(atoms, loads, settings);
    expect(groups.some((group) => group.includes(0) && group.includes(1))).toBe(false);
  });

  it('leaves alone a chunk whose folding costs more than it saves', () => {
    // Only page 0 loads both; pages 1 and 2, over the limit, would each fetch 2 KB more.
    const atoms = [atom(2000, [0, 1]), atom(2000, [0, 2])];
    expect(planChunkMerges(atoms, loadsOf(atoms, [50_000, 50_000, 50_000]), settings)).toEqual([]);
  });
});
