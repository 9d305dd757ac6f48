import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) a summary reads. */
type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};

export type ProfileShare = { name: string; share: number };
export type ProfileSummary = {
  sampledMs: number;
  /** Functions by their own time (not their callees'), largest first. */
  self: ProfileShare[];
  /** Packages (node_modules) and our source folders by the time spent inside them, callees included. */
  inside: ProfileShare[];
};

const ourSourceRoot = /^.*?\/(apps|packages)\//;

/** Where a frame's code lives: its package, or the first three folders of our own source. */
function placeOf(url: string): string | undefined {
  if (!url) return undefined;
  const inPackage = url.split('node_modules/').at(-1);
  if (url.includes('node_modules/') && inPackage) {
    const [scope = '', name = ''] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return url;
  return url.replace(ourSourceRoot, '$1/').split('/').slice(0, 4).join('/');
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const where = frame.url.includes('node_modules/')
    ? frame.url.split('node_modules/').at(-1)
    : frame.url.replace(ourSourceRoot, '$1/');
  return `${frame.functionName || '(anonymous)'} ${where ?? ''}:${frame.lineNumber + 1}`;
}

function sharesOf(times: Map<string, number>, total: number, top: number): ProfileShare[] {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => ({ name, share: time / total }));
}

/**
 * Where a CPU profile's time went in its last `windowMs` (the load, not the start-up): by
 * function (self time) and by package or source folder (inclusive). Sources are named as the
 * built server's source map gives them only when profiled with --enable-source-maps; otherwise the
 * bundle's chunks show.
 */
export function summarizeCpuProfile(path: string, windowMs: number, top = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const at: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    at.push(clock);
  }
  const from = clock - windowMs * 1000;
  const selfTimes = new Map<string, number>();
  const insideTimes = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    if ((at[index] ?? 0) < from) return;
    const delta = profile.timeDeltas[index] ?? 0;
    const node = nodes.get(id);
    if (!node) return;
    total += delta;
    const name = frameName(node.callFrame);
    selfTimes.set(name, (selfTimes.get(name) ?? 0) + delta);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parents.get(up)) {
      const place = placeOf(nodes.get(up)?.callFrame.url ?? '');
      if (place && !seen.has(place)) {
        seen.add(place);
        insideTimes.set(place, (insideTimes.get(place) ?? 0) + delta);
      }
    }
  });
  return {
    sampledMs: total / 1000,
    self: sharesOf(selfTimes, total, top),
    inside: sharesOf(insideTimes, total, top),
  };
}
