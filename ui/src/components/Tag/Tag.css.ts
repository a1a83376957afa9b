import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tagTones = ['brand', 'success', 'warning', 'danger', 'neutral'] as const;

const tone = (color: string, soft: string) => ({ color, background: soft, borderColor: color });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `0 ${vars.space.xs}`,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: tone(vars.color.brand, vars.color.brandSoft),
      success: tone(vars.color.success, vars.color.successSoft),
      warning: tone(vars.color.warning, vars.color.warningSoft),
      danger: tone(vars.color.danger, vars.color.dangerSoft),
      neutral: tone(vars.color.text.secondary, vars.color.surface.card),
    },
    /** Outline only, on the card surface. */
    plain: { true: { background: vars.color.surface.card } },
  },
  defaultVariants: { tone: 'neutral', plain: false },
});
