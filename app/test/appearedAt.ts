/**
 * `performance.now()` at the first DOM change after which `shown()` holds (at once if it holds already). A
 * MutationObserver callback runs right after the change, so the time does not depend on how late a polling
 * `findBy…` notices it on a loaded machine.
 */
export function appearedAt(shown: () => boolean): Promise<number> {
  if (shown()) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
