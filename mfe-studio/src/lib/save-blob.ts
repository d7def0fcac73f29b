/** Saves a blob made in the page (the mask PNG) as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
