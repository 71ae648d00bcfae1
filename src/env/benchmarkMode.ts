/**
 * Benchmark mode: test-only attributes (data-testid, data-cy, data-test*) would hand agents
 * selectors the benchmark does not mean to give, so they are stripped from every element as soon as
 * they appear.
 */
const TEST_ATTR = /^data-(testid|cy|test)/;

function strip(el: Element): void {
  for (const name of el.getAttributeNames()) if (TEST_ATTR.test(name)) el.removeAttribute(name);
}

export function startBenchmarkMode(root: Node = document.documentElement): MutationObserver {
  const sweep = (node: Node) => {
    if (!(node instanceof Element)) return;
    strip(node);
    for (const el of node.querySelectorAll('*')) strip(el);
  };
  sweep(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        if (r.attributeName && TEST_ATTR.test(r.attributeName) && r.target instanceof Element) strip(r.target);
      }
      else r.addedNodes.forEach(sweep);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return observer;
}
