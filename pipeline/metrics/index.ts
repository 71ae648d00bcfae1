/** Deterministic, seeded metrics over per-task outcomes; pure functions, no I/O. */
export * from './types';
export { alignRuns, checkRun, compareStrings, indexFacts, type AlignedRuns } from './episodes';
export * from './passRate';
export * from './efficiency';
export * from './timing';
export * from './bootstrap';
export * from './stability';
export * from './breakdown';
export * from './correlation';
export * from './inversion';
export * from './stepCurve';
