import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

/** Breakpoints are in em so they follow the user's font size, not our scaled root. Mobile is the default. */
export const breakpoints = { mobile: 0, tablet: 48, desktop: 64 } as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}em)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}em)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      ...vars.color.text,
      brand: vars.color.brand,
      danger: vars.color.danger,
      success: vars.color.success,
      warning: vars.color.warning,
    },
    background: { ...vars.color.surface, brand: vars.color.brand, brandSoft: vars.color.brandSoft },
    borderRadius: vars.radius,
  },
});

/** Mobile-first atomic layout classes: `sprinkles({ display: 'flex', gap: 'sm', padding: { mobile: 'sm', tablet: 'md' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
