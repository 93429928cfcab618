/** Saves `text` as a file named `fileName` through the browser's download. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by now; the URL only holds the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
