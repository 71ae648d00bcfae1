export { uploaderModel as model } from '../../env/kit/uploaderModel';
