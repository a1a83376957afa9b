import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { useServices } from '../../services/AppServices';
import type { PayOutcome } from '../../platform/payment';

const params = { appid: 'wx1', timeStamp: '1795309860', nonceStr: 'n', package: 'prepay_id=wx1', paySign: 's' };

/** A screen that opens the pay sheet and shows the outcome. */
function PayProbe() {
  const { paySheet } = useServices();
  return (
    <button
      type="button"
      onClick={() =>
        void paySheet.request(params).then((outcome: PayOutcome) => document.body.setAttribute('data-outcome', outcome))
      }
    >
      pay
    </button>
  );
}

describe('sandbox pay sheet', () => {
  it.each([
    ['支付', 'ok'],
    ['失败', 'fail'],
    ['取消', 'cancel'],
  ])('answers %s with %s', async (choice, outcome) => {
    document.body.removeAttribute('data-outcome');
    renderRoute(PayProbe, { path: '/', config: { sandbox: true } });
    await userEvent.click(screen.getByRole('button', { name: 'pay' }));
    const sheet = await screen.findByRole('dialog', { name: '模拟支付' });
    await userEvent.click(within(sheet).getByRole('button', { name: choice }));
    await waitFor(() => expect(document.body.getAttribute('data-outcome')).toBe(outcome));
  });

  it('is not there outside the sandbox', async () => {
    renderRoute(PayProbe, { path: '/', config: { sandbox: false } });
    await userEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
