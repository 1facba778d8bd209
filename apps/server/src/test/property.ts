import type fc from 'fast-check';

/**
 * The run settings of every fast-check property in the server tests. A normal run draws a new
 * seed each time (random exploration) with the test's usual number of runs; `npm test` has a
 * dedicated step that runs the pure property tests once more with many more runs
 * (scripts/test.ts), so a rare case shows up there first. On a failure fast-check prints the seed,
 * the path and the counterexample: replay it with FC_SEED and FC_PATH, then keep the
 * counterexample as a fixed case next to the property.
 *
 *   FC_RUNS=20000                 runs per property (instead of the test's usual number)
 *   FC_SEED=12788866 FC_PATH=228:1:…  replays one failure
 */
export function propertyRuns(usualRuns = 100): Pick<fc.Parameters, 'numRuns' | 'seed' | 'path'> {
  const runs = Number(process.env.FC_RUNS);
  const seed = process.env.FC_SEED;
  const path = process.env.FC_PATH;
  return {
    numRuns: Number.isInteger(runs) && runs > 0 ? runs : usualRuns,
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
  };
}
