/** Diagnostics: the failure taxonomy, Layer 1 task packets and Layer 2 task observations. */
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
  PACKET_VERSION, RealizedDifficultyFileSchema, assemblePacket, buildPacket, buildPackets, packetJson, readRealizedDifficulty, runOutcomes, sortRuns,
  type PacketOptions, type RealizedDifficulty, type RunInput, type RunOutcome, type TaskPacket, type TraceLine,
} from './packet';
export {
  MAX_OBSERVATION_EVIDENCE, ModeContrastSchema, ObservationEvidenceSchema, ObservationSchema, buildObservation, explain, modeContrasts,
  type ModeContrast, type ObservationEvidence, type TaskObservation,
} from './observation';
export { acceptModelReply, enrichObservation, enrichmentMessages, observeTask, type ModelVerdict, type ObserveOptions } from './enrichObservation';
