import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { Component as Questionnaire } from './PersonalisedCheckupScreen';

describe('/Questionnaire', () => {
  it('explains the flow and starts it with the basic info', async () => {
    renderRoute(Questionnaire, { path: '/Questionnaire' });
    expect(screen.getByText('填写基本信息')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开始评估' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionBaseInfo');
  });

  it('links the personalised orders', async () => {
    renderRoute(Questionnaire, { path: '/Questionnaire' });
    await userEvent.click(screen.getByRole('button', { name: '我的个性化体检' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionords');
  });
});
