import type { ThemeName } from './themeClasses';
import { defaultTokens, type ThemeTokens } from './tokens';

/**
 * Another hospital's look from the same contract: a blue brand, rounder corners and a denser type scale (smaller
 * sizes, tighter lines). Spacing and the touch-target floor are Checkup's: density is in the type, never in how
 * small a control may get.
 */
export const azureTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    brand: '#1F5FBF',
    brandStrong: '#184C99',
    brandSoft: '#EAF1FC',
    onBrand: '#FFFFFF',
    text: { primary: '#15202B', secondary: '#4A5866', tertiary: '#5C6975', inverse: '#FFFFFF' },
    surface: {
      page: '#F5F7FA',
      card: '#FFFFFF',
      sunken: '#EEF1F5',
      scrim: 'rgba(12, 20, 33, 0.55)',
      inverse: '#15202B',
    },
    border: '#D0D7E0',
    borderStrong: '#778391',
    focus: '#1F5FBF',
    danger: '#C0262D',
    dangerSoft: '#FDF1F1',
    onDanger: '#FFFFFF',
    warning: '#A6520A',
    warningSoft: '#FFF8EC',
    success: '#137044',
    successSoft: '#EBF8F1',
    availability: { plentiful: '#137044', tight: '#A6520A', full: '#C0262D', holiday: '#7A3FC4', unopened: '#5C6975' },
  },
  radius: { none: '0', sm: '0.12rem', md: '0.24rem', lg: '0.32rem', full: '9999px' },
  font: {
    ...defaultTokens.font,
    size: { xs: '0.2rem', sm: '0.22rem', md: '0.26rem', lg: '0.3rem', xl: '0.34rem', xxl: '0.44rem' },
    lineHeight: { tight: '1.2', normal: '1.4' },
  },
};

/** Checkup's theme with every text at 7:1 or more (WCAG AAA) and darker borders and focus ring. */
export const highContrastTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    ...defaultTokens.color,
    brand: '#064A52',
    brandStrong: '#043A40',
    brandSoft: '#E6F4F5',
    text: { primary: '#0B1117', secondary: '#1F2933', tertiary: '#323F4B', inverse: '#FFFFFF' },
    surface: { ...defaultTokens.color.surface, page: '#FFFFFF', sunken: '#F4F6F8', inverse: '#0B1117' },
    border: '#52606D',
    borderStrong: '#1F2933',
    focus: '#064A52',
    danger: '#8A1A12',
    dangerSoft: '#FEF3F2',
    warning: '#7A3005',
    warningSoft: '#FFFAEB',
    success: '#04512F',
    successSoft: '#ECFDF3',
    availability: { plentiful: '#04512F', tight: '#7A3005', full: '#8A1A12', holiday: '#4A2A94', unopened: '#323F4B' },
  },
};

/** Every shipped theme's tokens, by name: what `themes.css.ts` writes under each theme's class. */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  checkup: defaultTokens,
  azure: azureTokens,
  highContrast: highContrastTokens,
};
