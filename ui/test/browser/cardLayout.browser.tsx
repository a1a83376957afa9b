/**
 * Cards holding a CellGroup in real layout at 320 and 390 px wide (/TeamDetails' member card, the order and payment
 * record cards): the rows' text starts where the card's title starts, not one padding deeper.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionCard } from '../../src/components/ActionCard';
import { Card } from '../../src/components/Card';
import { Cell, CellGroup } from '../../src/components/Cell';
import './theme';
import { atPhoneWidth, textBox } from './phone';

afterEach(() => document.body.replaceChildren());

const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
const right = (element: Element) => Math.round(element.getBoundingClientRect().right);

describe('a CellGroup in a card', () => {
  it.each([320, 390])('lines its rows up with the card title at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const rows = (
        <CellGroup>
          <Cell title="单位" value="示范市数智科技有限公司" />
          <Cell title="姓名" value="陈明" />
        </CellGroup>
      );
      const { getByRole } = render(
        <>
          <Card title="单位员工体检套餐（男）">{rows}</Card>
          <ActionCard title="男士基础体检套餐" onClick={() => {}} actionLabel="查看详情">
            {rows}
          </ActionCard>
        </>,
      );
      await document.fonts.ready;
      for (const name of ['单位员工体检套餐（男）', '男士基础体检套餐']) {
        const card = getByRole('region', { name });
        const heading = card.querySelector('h2')!;
        const cardBox = card.getBoundingClientRect();
        const inset = Math.round(textBox(heading).left - cardBox.left);
        for (const rowTitle of [...card.querySelectorAll('li')].map((row) => row.querySelector('span > span')!)) {
          expect(left(rowTitle) - Math.round(cardBox.left), `${name} at ${width}: ${rowTitle.textContent}`).toBe(inset);
        }
        // The values end at the same inset from the card's right edge.
        for (const value of [...card.querySelectorAll('li')].map((row) =>
          row.querySelector(':scope > div > span:last-child')!,
        )) {
          expect(Math.round(cardBox.right) - right(value), `${name} at ${width}: ${value.textContent}`).toBe(inset);
        }
      }
    }),
  );
});
