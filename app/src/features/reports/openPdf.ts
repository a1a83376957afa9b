/**
 * Opens a report PDF. The page itself goes to the PDF address: the messaging app's built-in browser shows PDFs
 * inline and ignores download links and pop-ups opened after an await; its back button returns to the report.
 */
export function openPdf(url: string): void {
  window.location.assign(url);
}
