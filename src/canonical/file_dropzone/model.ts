import { uploaderModel } from '../../env/kit/uploaderModel';

// A binding of its own (not a re-export), so the page can import this module's own chunk.
export const model = uploaderModel;
