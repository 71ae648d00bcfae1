/** Diagnostics: the failure taxonomy, Layer 1 task packets, Layer 2 task observations and Layer 3 component reports. */
export { CATEGORY_GLOSS, CATEGORY_TITLES, FAILURE_CATEGORIES, FailureCategorySchema, categoryRank, type FailureCategory } from './categories';
export { COMPONENT_PRIORS, componentPrior, type ComponentPrior, type ComponentTrait } from './componentPriors';
export {
  ERROR_KINDS, classifyError, episodeSteps, initialStateOf, looseLeaf, sameAction, traceFeatures,
  type Drag, type ErrorKind, type Leaf, type Loop, type NumericTrack, type StepRef, type TargetChange, type TraceAction,
  type TraceFeatures, type TraceOptions,
} from './traceFeatures';
export {
  RULE_IDS, labelFailure, labelFeatures, traceFindings,
  type EvidencePointer, type FailureLabel, type Finding, type RuleId, type TraceSignals,
} from './failureTaxonomy';
export {
  PACKET_VERSION, assemblePacket, buildPacket, buildPackets, packetJson, runOutcomes, sortRuns,
  type PacketOptions, type RealizedDifficulty, type RunInput, type RunOutcome, type TaskPacket, type TraceLine,
} from './packet';
export {
  MAX_OBSERVATION_EVIDENCE, ModeContrastSchema, ObservationEvidenceSchema, ObservationSchema, buildObservation, explain, modeContrasts,
  type ModeContrast, type ObservationEvidence, type TaskObservation,
} from './observation';
export { acceptModelReply, enrichObservation, enrichmentMessages, observeTask, type ModelVerdict, type ObserveOptions } from './enrichObservation';
export { buildComponentReport, buildComponentReports, componentReportJson } from './componentReport';
export { ComponentReportSchema, LevelTallySchema, PooledIntervalSchema, REPORT_VERSION, type ComponentReport, type LevelTally } from './reportSchema';
export {
  DEFAULT_HARDEST_TASKS, ReportRunSchema, assembleReportInput, checkReportInput,
  type AssembleOptions, type CheckedReportInput, type ReportInput, type ReportRun,
} from './reportInput';
export { REALIZED_GAP_THRESHOLD, componentNarrative } from './reportNarrative';
export { pooledPassRate, type PooledMethod, type PooledPassRate } from './pooledPassRate';
export { realizedAxisRatings } from './realizedAxes';
