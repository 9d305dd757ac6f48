import { createContext } from 'react';
import { type HumanCheckSolver, solveInWorkers } from './solve-in-workers.ts';

/** Which solver the check uses: the worker pool in browsers; tests without workers give another. */
export const HumanCheckSolverContext = createContext<HumanCheckSolver>(solveInWorkers);
