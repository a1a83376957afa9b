/**
 * The harness's floor pages (reactFloorMain.tsx, domFloorMain.ts): the booking screen's two timed interactions with
 * nothing of a screen around them. A "下个月" button whose tap shows the next month's title (one state, one text, as
 * the calendar's month switch) and a search input whose value is echoed into one text (as the add-item search shows
 * its first match). The bench drives them with the booking screens' harness through these selectors.
 */
export const floorSelectors = {
  nextMonth: 'button[aria-label="下个月"]',
  monthTitle: 'h2[aria-live]',
  search: 'input[type="search"]',
  /** Shows the search input's value. */
  echo: 'p[data-echo]',
} as const;

/** Title of the month `offset` months after January 2027, in the calendar's format (`2027年1月`). */
export function monthTitle(offset: number): string {
  return `${2027 + Math.floor(offset / 12)}年${(offset % 12) + 1}月`;
}
