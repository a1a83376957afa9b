import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { Component as SweepCodePay } from './ScanCodePayScreen';

const field = () => screen.getByRole('textbox', { name: '体检登记号' });

describe('/SweepCodePay', () => {
  it('asks for the registration number and opens its pay-confirm page', async () => {
    renderRoute(SweepCodePay, { path: '/SweepCodePay' });
    await userEvent.type(field(), ' 2611220031 ');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayConfirm?regno=2611220031');
  });

  it('takes the number from a scanned link', async () => {
    renderRoute(SweepCodePay, { path: '/SweepCodePay', at: '/SweepCodePay?regno=2611220031' });
    expect(field()).toHaveValue('2611220031');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayConfirm?regno=2611220031');
  });

  it('requires a number: 请输入体检登记号', async () => {
    renderRoute(SweepCodePay, { path: '/SweepCodePay' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入体检登记号');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).toBeNull();
    await userEvent.type(field(), '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a typed number across a reload, over the scanned one, until 下一步', async () => {
    const first = renderRoute(SweepCodePay, { path: '/SweepCodePay', at: '/SweepCodePay?regno=2611220031' });
    await userEvent.clear(field());
    await userEvent.type(field(), '2611220099');
    first.unmount();
    const draft = first.session.formDraft('SweepCodePay').get();
    const reopen = () =>
      renderRoute(SweepCodePay, {
        path: '/SweepCodePay',
        at: '/SweepCodePay?regno=2611220031',
        session: (session) => draft && session.formDraft('SweepCodePay').set(draft),
      });

    const second = reopen();
    expect(field()).toHaveValue('2611220099');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/PayConfirm?regno=2611220099');
    expect(second.session.formDraft('SweepCodePay').get()).toBeUndefined();
  });
});
