export { useDraftField, useField, useFields } from './sceneStore';
