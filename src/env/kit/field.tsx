export { useDraftField, useField } from './sceneStore';
