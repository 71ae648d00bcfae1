// Worker-thread entry for reading runs in parallel: TypeScript is loaded through tsx here because
// a worker does not inherit the loader its parent registered.
import { register } from 'tsx/esm/api';

register();
await import('./fragmentWorkerMain.ts');
