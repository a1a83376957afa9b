import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vars } from '../../theme/contract.css';
import { defaultTokens } from '../../theme/tokens';
import { Button } from '../Button';
import { FooterBar } from './FooterBar';

/** CSS text of every rule that applies to one of the element's classes. */
function cssOf(element: Element): string {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule) =>
        rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.split(/[\s,:]/).includes(name)),
    )
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('FooterBar', () => {
  it('shows price, count and the primary action in its slots, as a named region', () => {
    render(
      <FooterBar label="合计" price="¥398.00" count="已选3项" action={<Button variant="primary">立即预约</Button>} />,
    );
    const bar = screen.getByRole('region', { name: '合计' });
    expect(bar).toHaveTextContent('¥398.00已选3项立即预约');
    expect(screen.getByRole('button', { name: '立即预约' })).toBeInTheDocument();
  });

  it('is fixed to the bottom with the safe-area inset, and holds its height in the flow with a hidden spacer', () => {
    const { container } = render(<FooterBar action={<Button>提交</Button>} />);
    const [spacer, bar] = [...container.children];
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveAttribute('data-placement', 'fixed');
    expect(bar).not.toHaveAttribute('role');
    const css = cssOf(bar!);
    expect(css).toMatch(/position:\s*fixed/);
    // vars.safeArea.bottom is var(--…), the theme sets it to env(safe-area-inset-bottom, 0px).
    expect(css).toContain(vars.safeArea.bottom.replace(/^var\((.*)\)$/, '$1'));
    expect(defaultTokens.safeArea.bottom).toBe('env(safe-area-inset-bottom, 0px)');
  });

  it('is in the flow, without a spacer, when inline', () => {
    const { container } = render(<FooterBar placement="inline" price="¥0.00" />);
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toHaveAttribute('data-placement', 'inline');
    expect(cssOf(container.firstElementChild!)).not.toMatch(/position:\s*fixed/);
  });
});
