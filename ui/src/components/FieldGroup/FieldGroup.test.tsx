import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cell, CellGroup } from '../Cell';
import { Field } from '../Field';
import { FieldGroup } from './FieldGroup';

describe('FieldGroup', () => {
  it('names the group by its title and keeps each field labelled', () => {
    render(
      <FieldGroup title="就诊人信息">
        <Field label="姓名" required />
        <Field label="手机号码" type="tel" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: '就诊人信息' });
    expect(within(group).getByRole('textbox', { name: '姓名' })).toBeRequired();
    expect(within(group).getByRole('textbox', { name: '手机号码' })).toBeInTheDocument();
  });

  it('is no group for assistive technology without a title (the fields are the form)', () => {
    render(
      <FieldGroup>
        <Field label="姓名" />
      </FieldGroup>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeInTheDocument();
  });

  it('takes a Cell as a row of its own, not as an item of a list it is not in', () => {
    render(
      <>
        <FieldGroup>
          <Field label="姓名" />
          <Cell title="证件类型" value="身份证" onClick={() => undefined} />
        </FieldGroup>
        <CellGroup>
          <Cell title="体检日期" value="2026-12-09" />
        </CellGroup>
      </>,
    );
    expect(screen.getByRole('button', { name: '证件类型 身份证' }).closest('li')).toBeNull();
    // A CellGroup's cells stay the items of its list.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('体检日期');
  });
});
