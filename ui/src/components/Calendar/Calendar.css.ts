import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const navButton = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

/** Keeps the title centred when the previous button is hidden on the first month. */
/** The 正在加载余量 line under the month title while the availability loads. */
export const loadingNote = style({
  margin: `0 0 ${vars.space.xs}`,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const navPlaceholder = style({ minWidth: vars.size.touchTarget });

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const weekday = style({
  padding: `${vars.space.xs} 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const blank = style({ padding: 0 });

/**
 * A day cell's look follows its grid attributes: bookable (pointer, hover tint), unavailable (`aria-disabled`: sunken),
 * out of range (`data-status="disabled"`: dimmed text), loading (`data-status="loading"`: dimmed, nothing to pick) and selected (`aria-selected`, over any of them).
 */
export const day = style({
  height: `calc(${vars.size.touchTarget} * 1.4)`,
  // No padding (the fixed height centres the content): the label's line gets the whole column (余125人 is wider than a
  // padded 1/7 of the month).
  padding: 0,
  textAlign: 'center',
  verticalAlign: 'middle',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outlineOffset: `calc(${vars.size.focusRing} * -1)`,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-disabled]': { cursor: 'default', background: vars.color.surface.sunken },
    '&[data-status=disabled]': { background: 'none', color: vars.color.text.tertiary },
    // While the month's availability loads: the dates, dimmed, and nothing to pick.
    '&[data-status=loading]': { background: 'none', color: vars.color.text.tertiary, cursor: 'progress' },
    '&:not([aria-disabled],[aria-selected=true]):hover': { background: vars.color.brandSoft },
    '&[aria-selected=true]': { cursor: 'pointer', background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const dayNumber = style({
  display: 'block',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const dayNumberToday = style({ fontWeight: vars.font.weight.bold, textDecoration: 'underline' });

/** A day's label reads in its status colour (the cell's `data-status`), in the brand's foreground on the selected day. */
/** One line: a label that wrapped (余125 / 人) broke a word and made its week taller than the others. */
export const dayLabel = style({
  display: 'block',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  minHeight: '1.25em',
  selectors: {
    '[data-status=plentiful] > &': { color: vars.color.availability.plentiful },
    '[data-status=tight] > &': { color: vars.color.availability.tight },
    '[data-status=full] > &': { color: vars.color.availability.full },
    '[data-status=holiday] > &': { color: vars.color.availability.holiday },
    '[data-status=unopened] > &': { color: vars.color.availability.unopened },
    '[aria-selected=true] > &': { color: vars.color.onBrand },
  },
});

/**
 * The mounted months share one grid cell; the neighbours sit a width and 1% away on either side, clipped off (right at
 * the edge, a fractional track width let the clip's anti-aliasing paint a 1-px sliver of the next month's cells, down
 * through whatever lay below, since the clip is horizontal only). Only the
 * visible month gives the track its height: a neighbour is size-contained (0 high, its rows overflow, clipped), so a
 * 5-week month next to a 6-week one keeps its own height.
 */
export const track = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  overflowX: 'clip',
});

export const trackMonth = styleVariants({
  before: { transform: 'translateX(-101%)', contain: 'size' },
  current: { transform: 'translateX(0)' },
  after: { transform: 'translateX(101%)', contain: 'size' },
});

globalStyle(`${track} > *`, { gridArea: '1 / 1', minWidth: 0 });
