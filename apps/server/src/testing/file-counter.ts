/**
 * A count that starts again with every test file. The server suite runs the files of a worker one
 * after another without reloading modules (`isolate: false`, ADR 016), so a module-level `let`
 * would carry on from the files before; the suite's setup file (`setup-test-file.ts`) restarts
 * every counter made here before each file, so a file sees the same values whichever ran before.
 */
const counters = new Set<{ value: number }>();

export type FileCounter = { next(): number };

export function fileCounter(): FileCounter {
  const counter = { value: 0 };
  counters.add(counter);
  return {
    next() {
      counter.value += 1;
      return counter.value;
    },
  };
}

export function restartFileCounters(): void {
  for (const counter of counters) counter.value = 0;
}
