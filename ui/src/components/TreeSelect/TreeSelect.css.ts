import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const sidebar = style({
  flex: '0 0 28%',
  overflowY: 'auto',
  background: vars.color.surface.sunken,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  border: 'none',
  borderLeft: `${vars.size.focusRing} solid transparent`,
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  textAlign: 'left',
  cursor: 'pointer',
});

export const tabActive = style({
  background: vars.color.surface.card,
  borderLeftColor: vars.color.brand,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const badge = style({
  minWidth: '1.6em',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  lineHeight: '1.6em',
  textAlign: 'center',
});

export const panel = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

// A scroll container: as a flex item its automatic minimum height is already 0 (it shrinks to the panel's height).
export const viewport = style({ flex: 1, overflowY: 'auto', position: 'relative', overscrollBehavior: 'contain' });

export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  // At the list's left edge (its static position: the list has no padding), as wide as the list.
  position: 'absolute',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
  // Overscan rows outside the scroller's view skip the layout and paint of their content until scrolled near: a search
  // keystroke lays out only the rows on screen. Safe because every row has a fixed, known size; the content stays in
  // the accessibility tree and find-in-page.
  contentVisibility: 'auto',
});

/**
 * One grid for the row's main line (fewer elements per row = less to create, style and lay out per keystroke):
 * checkbox | name over meta | note toggle (placed by line numbers: checkbox and toggle span every row, name and meta
 * sit in rows 2 and 3). The empty 1fr rows 1 and 4 centre name + meta as a group. Positioned: the name's hit area
 * (below) covers this line only, not an opened note (which scrolls and is read as text).
 */
export const rowMain = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateRows: '1fr auto auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  // Name and price at the tight line height: two lines of name and the price (PriceAmount's larger figures) fit the
  // 1.12rem row.
  lineHeight: vars.font.lineHeight.tight,
  // Never shrinks under an opened note: as a flex item its minimum height is its content's (min-height: auto).
  // The whole row without an opened note below it.
  selectors: { '&:only-child': { height: '100%' } },
});

export const checkbox = style({
  // Above the label's stretched box: a tap on the box itself lands on the checkbox (as a screen reader's or a test's
  // click does), a tap around it on the label.
  position: 'relative',
  zIndex: 1,
  gridArea: '1 / 1 / -1',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  margin: 0,
  accentColor: vars.color.brand,
});

/**
 * The name wraps, so a long one is read whole (一般检查（身高、体重、血压、BMI）: 17 characters, about 11 fit a line of the
 * list at any width since every size is in rem): at the tight line height two lines of name and the price line fit the
 * fixed 1.12rem row. A name of three lines or more (none in today's catalogue) ends in … after two, so the price stays
 * in the row; the checkbox's name (this label) is still the whole name, and an opened note lifts the clamp (the main
 * line grows, the note below it, which scrolls, gives up the height). Clipped with `overflow: clip`, not `hidden`: a
 * scroll container's automatic minimum height is 0, so the grid squeezed the name's track (the checkbox and toggle,
 * which span the 1fr rows, were sized first) and ran the price over the name's second line.
 */
export const itemName = style({
  gridArea: '2 / 2',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'clip',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  // The whole row answers taps, not just the checkbox and the name: the label's box stretched over the row's main line
  // (around the checkbox too: a tap there checks it through the label). No new element, so the checkbox's name, the
  // tab stop and the arrow keys are as they were. The positioned checkbox and note toggle stay on top of it.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { [`${rowMain}:only-child > &`]: { WebkitLineClamp: 2 } },
});

export const itemNameDisabled = style({ color: vars.color.text.tertiary, cursor: 'not-allowed' });

export const itemMeta = style({
  gridArea: '3 / 2',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.text.tertiary,
});

export const noteToggle = style({
  position: 'relative',
  gridArea: '1 / 3 / -1',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  // The focus ring inside the button: outside it, the row (overflow: hidden and content-visibility's paint containment)
  // cut it where the button meets the row's edge (an opened item's top; top and bottom at 320 px, a 44-px button in a
  // 47.8-px row). Relies on the kit's global :focus-visible rule coming first, as the kit's index imports it.
  outlineOffset: `calc(${vars.size.focusRing} * -1)`,
});

export const chevron = style({ transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });

export const chevronOpen = style({ transform: 'rotate(90deg)' });

export const note = style({
  // A scroll container: its automatic minimum height is 0, so it takes what the main line leaves of the row.
  flex: 1,
  overflowY: 'auto',
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
});

export const message = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.font.size.sm,
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.text.tertiary });
