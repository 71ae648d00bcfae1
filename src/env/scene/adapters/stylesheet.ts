/**
 * Load a library stylesheet into the page and resolve once it applies. Library CSS is linked from
 * the adapter chunk rather than imported, so only pages of that library fetch it.
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${href} failed to load`));
    document.head.appendChild(link);
  });
}
