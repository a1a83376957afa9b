import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels the input, limits its length and sets the keyboard mode', async () => {
    render(<Field label="手机号" maxLength={11} inputMode="tel" placeholder="请输入手机号" />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '11');
    await userEvent.type(input, '1380013800099');
    expect(input).toHaveValue('13800138000');
  });

  it('links hint and error through aria-describedby and marks the input invalid', () => {
    render(<Field label="身份证号" hint="18位身份证号码" error="请输入正确的身份证号" required />);
    const input = screen.getByRole('textbox', { name: '身份证号' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('18位身份证号码 请输入正确的身份证号');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的身份证号');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [name, setName] = useState('');
      return (
        <>
          <Field label="姓名" maxLength={6} value={name} onChange={(e) => setName(e.target.value.trim())} />
          <output>{name}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), ' 张三 ');
    expect(screen.getByRole('status')).toHaveTextContent('张三');
  });

  it('puts its button in the row after the input, outside the label and the description', () => {
    render(
      <Field label="验证码" inputMode="numeric" hint="6位数字" button={<button type="button">获取验证码</button>} />,
    );
    const input = screen.getByRole('textbox', { name: '验证码' });
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(input.nextElementSibling).toBe(button);
    expect(input).toHaveAccessibleDescription('6位数字');
  });
});
