export { useField } from './sceneStore';
