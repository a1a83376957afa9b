/**
 * The confirm popup's layout, built at build time from the kit's sprinkles (docs/adr/0026-first-load-bundle-shape.md):
 * content inset from the sheet's edges like the kit's cells, a list without the browser's indent (its rows are flex
 * boxes, so no bullets), and the 修改 / 确认 row, which the popup keeps at the bottom of the sheet's scrolling body
 * (`position: sticky`, which the sprinkles do not offer, is set on it there).
 */
import { sprinkles } from '@checkup/ui/sprinkles.css';

/** The chosen items, one row per item, its name beside its price. */
export const itemList = sprinkles({ margin: 'none', paddingX: 'md', paddingY: 'none' });

export const itemRow = sprinkles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 'sm',
  paddingY: 'xs',
});

/** 合计 and the total, at the list's right edge. */
export const total = sprinkles({ textAlign: 'right', margin: 'none', paddingX: 'md', paddingY: 'sm' });

/** 修改 / 确认, over the card's own background so the items scroll under them unseen. */
export const actions = sprinkles({
  display: 'flex',
  gap: 'md',
  justifyContent: 'center',
  paddingX: 'md',
  paddingY: 'sm',
  background: 'card',
});
