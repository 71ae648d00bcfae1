/**
 * The verifier kit: holds the task predicate in a closure and raises the ComponentBench signal
 * contract on the first committed state that satisfies it. Nothing here writes the target anywhere
 * the agent can observe; `window.__cb.state()` exposes only the state the page itself shows.
 */
import { evaluatePredicate, type Predicate } from '../core/predicate';
import type { CommittedState, InstanceState } from '../core/state';

declare global {
  interface Window {
    __COMPONENT_BENCH_TASK_DONE__?: boolean;
    __cb?: { state(): CommittedState; taskId: string };
  }
}

export const SUCCESS_EVENT = 'componentbench:task-success';
export const BANNER_ID = 'cb-success-banner';

export interface Verifier {
  /** Record the committed state of one instance; raises the success signal when the predicate holds. */
  commit(instance: string, state: InstanceState): void;
}

export function createVerifier(taskId: string, predicate: Predicate, initial: CommittedState): Verifier {
  let state: CommittedState = structuredClone(initial);
  let done = false;
  window.__cb = { taskId, state: () => structuredClone(state) };
  return {
    commit(instance, next) {
      state = { instances: { ...state.instances, [instance]: structuredClone(next) } };
      if (!done && evaluatePredicate(predicate, state)) {
        done = true;
        signalSuccess(taskId);
      }
    },
  };
}

/** The official signal contract, raised synchronously inside the committing event. */
function signalSuccess(taskId: string): void {
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.textContent = 'Task complete';
  Object.assign(banner.style, {
    position: 'fixed', left: '50%', top: '8px', transform: 'translateX(-50%)', zIndex: '2147483647',
    padding: '6px 14px', borderRadius: '6px', background: '#137333', color: '#fff',
    font: '600 14px/1.4 system-ui, sans-serif', pointerEvents: 'none',
  });
  document.body.appendChild(banner);
  document.documentElement.setAttribute('data-task-done', 'true');
  window.__COMPONENT_BENCH_TASK_DONE__ = true;
  window.dispatchEvent(new CustomEvent(SUCCESS_EVENT, { detail: { taskId } }));
}
