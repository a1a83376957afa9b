import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { sampleReport } from './testing/reportFixtures';
import { Component as ReportGuide } from './ReportGuideScreen';

describe('/ReportGuide', () => {
  it('explains how to read the report and goes back to the report home', async () => {
    renderRoute(ReportGuide, { path: '/ReportGuide', session: (session) => session.report.set(sampleReport) });
    expect(screen.getByRole('heading', { name: '如何看检查明细' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/ReportMian');
  });
});
