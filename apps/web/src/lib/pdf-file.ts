/**
 * Saving and printing a PDF the app fetched itself (the documents need the bearer token, so a plain
 * link to the API cannot open them).
 */

/** The object URL outlives the click: the browser reads it after the handler returns. */
const URL_LIFETIME_MS = 60_000;

function objectUrlOf(file: Blob): string {
  const url = URL.createObjectURL(file);
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return url;
}

/** Saves the file under `fileName`, as a download link would. */
export function saveFile(file: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrlOf(file);
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

let printFrame: HTMLIFrameElement | null = null;

/**
 * Opens the browser's print dialog for the PDF. Browsers with a PDF viewer (desktop Chromium, Firefox,
 * Safari) print it from a hidden frame, so the page stays where it is; others (phones) get the PDF in a
 * new tab, printed or shared from there.
 */
export function printPdf(file: Blob): void {
  const url = objectUrlOf(file);
  if (!navigator.pdfViewerEnabled) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  printFrame?.remove();
  const frame = document.createElement('iframe');
  frame.title = 'Document to print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  });
  frame.src = url;
  document.body.append(frame);
  printFrame = frame;
}
