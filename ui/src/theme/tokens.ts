/**
 * Design tokens as plain data. The theme contract (`vars`) is derived from this shape, and a hospital project that
 * reuses the kit can re-brand it by passing its own values of the same shape to `createGlobalTheme(selector, vars, ...)`.
 *
 * Sizes are in rem on a 750-wide design: with the root font size at width/750 × 100 px, `0.28rem` is 28 design px
 * (14 CSS px on a 375-wide phone). Hairlines and focus rings stay in CSS px on purpose: they must not scale; the touch
 * target has a CSS-px floor: a finger does not shrink with the screen.
 */
export const defaultTokens = {
  color: {
    brand: '#0A6770',
    brandStrong: '#08545C',
    brandSoft: '#E6F4F5',
    onBrand: '#FFFFFF',
    text: {
      primary: '#1F2933',
      secondary: '#52606D',
      tertiary: '#616E7C',
      inverse: '#FFFFFF',
    },
    surface: {
      page: '#F4F6F8',
      card: '#FFFFFF',
      sunken: '#F0F2F4',
      /** Dims the page behind dialogs and popups. */
      scrim: 'rgba(15, 23, 32, 0.55)',
      /** Toast and loading-overlay background; paired with `text.inverse`. */
      inverse: '#1F2933',
    },
    border: '#CBD2D9',
    /** Borders of form controls: 3:1 against the card surface (WCAG 1.4.11 non-text contrast). */
    borderStrong: '#7B8794',
    focus: '#0A6770',
    danger: '#B42318',
    dangerSoft: '#FEF3F2',
    onDanger: '#FFFFFF',
    warning: '#B54708',
    warningSoft: '#FFFAEB',
    success: '#067647',
    successSoft: '#ECFDF3',
    /** Booking-day availability; each is readable as text on `surface.card`. */
    availability: {
      plentiful: '#067647',
      tight: '#B54708',
      full: '#B42318',
      holiday: '#6941C6',
      unopened: '#616E7C',
    },
  },
  space: {
    none: '0',
    xxs: '0.08rem',
    xs: '0.16rem',
    sm: '0.24rem',
    md: '0.32rem',
    lg: '0.48rem',
    xl: '0.64rem',
    xxl: '0.96rem',
  },
  radius: {
    none: '0',
    sm: '0.08rem',
    md: '0.16rem',
    lg: '0.24rem',
    full: '9999px',
  },
  font: {
    // Written as the stylesheet ships it (a custom property's value is not minified): no quotes (every name is a plain
    // sequence of identifiers), no space after a comma.
    family:
      '-apple-system,BlinkMacSystemFont,PingFang SC,Hiragino Sans GB,Microsoft YaHei,Noto Sans CJK SC,Noto Sans SC,Helvetica Neue,Arial,sans-serif',
    size: {
      xs: '0.22rem',
      sm: '0.24rem',
      md: '0.28rem',
      lg: '0.32rem',
      xl: '0.36rem',
      xxl: '0.48rem',
    },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  size: {
    hairline: '1px',
    focusRing: '2px',
    /**
     * Minimum touch target: 88 design px, and never under 44 CSS px. On phones narrower than 375 px the rem alone
     * shrinks (37.5 px at 320 wide, under the ~44 px of a primary control); from 375 px up the rem wins, unchanged.
     */
    touchTarget: 'max(0.88rem,44px)',
    navBarHeight: '0.92rem',
    icon: { sm: '0.32rem', md: '0.4rem', lg: '0.56rem' },
    loadingBar: '0.06rem',
  },
  shadow: {
    card: '0 0.02rem 0.12rem rgba(15, 23, 32, 0.08)',
    popup: '0 -0.04rem 0.24rem rgba(15, 23, 32, 0.12)',
  },
  zIndex: {
    sticky: '100',
    popup: '1000',
    dialog: '1100',
    toast: '1200',
    loadingBar: '1300',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2,0,0,1)',
  },
  safeArea: {
    top: 'env(safe-area-inset-top, 0px)',
    right: 'env(safe-area-inset-right, 0px)',
    bottom: 'env(safe-area-inset-bottom, 0px)',
    left: 'env(safe-area-inset-left, 0px)',
  },
} as const;

/** The shape every theme must fill (same keys as `defaultTokens`, any string values). */
export type ThemeTokens = WidenLeaves<typeof defaultTokens>;
type WidenLeaves<T> = { -readonly [K in keyof T]: T[K] extends string ? string : WidenLeaves<T[K]> };

/** Colour pairs (foreground, background) the components use for text; each must meet WCAG AA (4.5:1). */
export const textContrastPairs = (t: ThemeTokens): ReadonlyArray<readonly [string, string, string]> => [
  ['text.primary on page', t.color.text.primary, t.color.surface.page],
  ['text.primary on card', t.color.text.primary, t.color.surface.card],
  ['text.secondary on page', t.color.text.secondary, t.color.surface.page],
  ['text.secondary on card', t.color.text.secondary, t.color.surface.card],
  ['text.tertiary on card', t.color.text.tertiary, t.color.surface.card],
  ['text.tertiary on page', t.color.text.tertiary, t.color.surface.page],
  ['text.tertiary on sunken', t.color.text.tertiary, t.color.surface.sunken],
  ['onBrand on brand', t.color.onBrand, t.color.brand],
  ['onBrand on brandStrong', t.color.onBrand, t.color.brandStrong],
  ['brand on card', t.color.brand, t.color.surface.card],
  ['brand on page', t.color.brand, t.color.surface.page],
  ['brand on brandSoft', t.color.brand, t.color.brandSoft],
  ['text.inverse on surface.inverse', t.color.text.inverse, t.color.surface.inverse],
  ['onDanger on danger', t.color.onDanger, t.color.danger],
  ['danger on card', t.color.danger, t.color.surface.card],
  ['danger on dangerSoft', t.color.danger, t.color.dangerSoft],
  ['warning on card', t.color.warning, t.color.surface.card],
  ['warning on warningSoft', t.color.warning, t.color.warningSoft],
  ['success on card', t.color.success, t.color.surface.card],
  ['success on successSoft', t.color.success, t.color.successSoft],
  ...Object.entries(t.color.availability).map(
    ([name, fg]) => [`availability.${name} on card`, fg, t.color.surface.card] as const,
  ),
];

/** Non-text pairs (control borders, focus ring) that need 3:1 (WCAG 1.4.11). */
export const nonTextContrastPairs = (t: ThemeTokens): ReadonlyArray<readonly [string, string, string]> => [
  ['borderStrong on card', t.color.borderStrong, t.color.surface.card],
  ['focus on card', t.color.focus, t.color.surface.card],
  ['focus on page', t.color.focus, t.color.surface.page],
];
