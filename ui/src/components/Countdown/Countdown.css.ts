import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const countdown = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    tone: {
      default: { color: vars.color.text.primary },
      brand: { color: vars.color.brand },
      danger: { color: vars.color.danger },
    },
    size: {
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});
export type CountdownVariants = NonNullable<RecipeVariants<typeof countdown>>;
export const countdownTones = ['default', 'brand', 'danger'] as const;
export const countdownSizes = ['md', 'lg'] as const;
