import { format } from 'dependency-cruiser';
import { cruiseBoundaries } from './cruise-boundaries.mjs';

// `npm run lint`: prints each broken boundary and fails when there is one (ADR 013). Plain
// Node, not tsx: tsx's module interop hands dependency-cruiser the wrong @swc/core exports.
const result = await cruiseBoundaries();
const report = await format(result, { outputType: 'err-long' });
process.stdout.write(String(report.output));
process.exitCode = report.exitCode;
