import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { sampleItems } from './testing/questionFixtures';
import { Component as QuestionDetails } from './ItemDetailsScreen';

describe('/questionDetails', () => {
  it('shows one recommended item in full', () => {
    renderRoute(QuestionDetails, {
      path: '/questionDetails',
      at: '/questionDetails?code=9263',
      session: (session) => session.itemList.set(sampleItems),
    });
    expect(screen.getByRole('region', { name: /低剂量螺旋CT/ })).toHaveTextContent('肺癌早期筛查。');
    expect(screen.getByText('影像检查')).toBeInTheDocument();
    expect(screen.getByText('孕妇及备孕者')).toBeInTheDocument();
  });

  it('goes back to the recommendations for an unknown item', async () => {
    renderRoute(QuestionDetails, {
      path: '/questionDetails',
      at: '/questionDetails?code=0000',
      session: (session) => session.itemList.set(sampleItems),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/questionResult');
  });
});
