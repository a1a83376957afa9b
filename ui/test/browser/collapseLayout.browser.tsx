/**
 * A Collapse holding a CellGroup in real layout at 320 and 390 px wide (/TeamDetails' and /PersonOrders' 套餐项目,
 * /details' package items): the rows start where the header's title starts and end where its chevron ends, not one
 * padding deeper; other content (/OrderDetails' plain item list) keeps the same inset.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Cell, CellGroup } from '../../src/components/Cell';
import { Collapse } from '../../src/components/Collapse';
import './theme';
import { atPhoneWidth, textBox } from './phone';

afterEach(() => document.body.replaceChildren());

const items = [
  { name: '一般检查（身高、体重、血压、BMI）', note: '空腹', price: '¥20.00' },
  { name: '血常规', price: '¥25.00' },
  { name: '腹部彩超', price: '¥120.00' },
];

describe('a Collapse', () => {
  it.each([320, 390])('lines the rows of its CellGroup up with its header at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole } = render(
        <Collapse title="套餐项目" extra="共3项 ¥165.00" defaultOpen>
          <CellGroup>
            {items.map((item) => (
              <Cell key={item.name} title={item.name} label={item.note} value={item.price} />
            ))}
          </CellGroup>
        </Collapse>,
      );
      await document.fonts.ready;
      const trigger = getByRole('button', { name: /套餐项目/ });
      const root = trigger.parentElement!.getBoundingClientRect();
      const start = Math.round(textBox(trigger.firstElementChild!).left - root.left);
      const end = Math.round(root.right - trigger.lastElementChild!.getBoundingClientRect().right);
      for (const row of getByRole('list').querySelectorAll('li')) {
        const name = row.querySelector('span > span')!;
        expect(Math.round(textBox(name).left - root.left), `${width}: ${name.textContent}`).toBe(start);
        const value = row.querySelector(':scope > div > span:last-child')!;
        expect(Math.round(root.right - value.getBoundingClientRect().right), `${width}: ${value.textContent}`).toBe(
          end,
        );
      }
    }),
  );

  it.each([320, 390])('keeps its inset for other content at %i px wide', (width) =>
    atPhoneWidth(width, async () => {
      const { getByRole, getByText } = render(
        <Collapse title="套餐项目" extra="共3项" defaultOpen>
          {/* As the app's reset leaves a list: no indent of its own. */}
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            <li>血常规</li>
          </ul>
        </Collapse>,
      );
      await document.fonts.ready;
      const trigger = getByRole('button', { name: /套餐项目/ });
      const root = trigger.parentElement!.getBoundingClientRect();
      expect(Math.round(textBox(getByText('血常规')).left - root.left)).toBe(
        Math.round(textBox(trigger.firstElementChild!).left - root.left),
      );
    }),
  );
});
