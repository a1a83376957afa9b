import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import ExtrasConfirmPopup from './ExtrasConfirmPopup';

const px = (value: string) => Number.parseFloat(value);

it('insets the items and 合计 from both edges of the sheet and keeps 修改 / 确认 at its bottom while the items scroll', async () => {
  render(
    <ExtrasConfirmPopup
      pending={{
        clusOut: [
          { comb_code: 'A', comb_name: '乙肝两对半', price: 70, act_price: 50 },
          { comb_code: 'B', comb_name: '凝血功能（四项）', price: 60, act_price: 60 },
        ],
        totalPrice: 110,
      }}
      onModify={() => undefined}
      onConfirm={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: '确认添加以下项目' });

  // The list: not the browser's indent but the same inset on both sides (the prices kept off the right edge).
  const list = getComputedStyle(within(dialog).getByRole('list'));
  expect(px(list.marginTop) + px(list.marginBottom)).toBe(0);
  expect(px(list.paddingLeft)).toBeGreaterThan(0);
  expect(list.paddingRight).toBe(list.paddingLeft);

  const total = getComputedStyle(within(dialog).getByText('合计', { exact: false }));
  expect(total.paddingLeft).toBe(list.paddingLeft);
  expect(total.paddingRight).toBe(list.paddingRight);

  // The buttons stick to the bottom of the sheet's scrolling body, over an opaque background.
  const actions = within(dialog).getByRole('button', { name: '确认' }).parentElement as HTMLElement;
  expect(actions).toContainElement(within(dialog).getByRole('button', { name: '修改' }));
  const style = getComputedStyle(actions);
  expect(style.position).toBe('sticky');
  expect(style.bottom).toBe('0px');
  expect(style.backgroundColor).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))?$/);
});
