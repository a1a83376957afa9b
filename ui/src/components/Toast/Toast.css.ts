import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.16rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The live region is always in the page (and empty when idle) so screen readers register it before it speaks.
 * High on the screen, a fifth down (Vant's `top` toast): at the bottom it hid screens' main buttons (查询报告, 日期确认)
 * and sheets' rows (支付) for its 5 s; in the centre (the messaging app's and Vant's default) it covers a centred dialog
 * and, with the keyboard up, the field being typed in — browsers scroll a focused field to the middle of what the
 * keyboard leaves (验证码 right after 验证码发送成功). A fifth down stays below the nav bar and the loading label.
 */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space.xl,
  right: vars.space.xl,
  top: '20%',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  wordBreak: 'break-word',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});
