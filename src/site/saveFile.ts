/** Hands a file made in the page to the browser's download, as a link the page clicks. */
export function saveFile(name: string, blob: Blob): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has taken the bytes once the click returns; the URL is released after it.
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
