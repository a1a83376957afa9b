import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { sampleReport } from './testing/reportFixtures';
import { Component as ReportDetails } from './ReportResultsScreen';

describe('/ReportDetails', () => {
  it('shows every item with its conclusion and indicators: units, ranges and flags', () => {
    renderRoute(ReportDetails, { path: '/ReportDetails', session: (session) => session.report.set(sampleReport) });
    expect(screen.getByText('脂肪肝（轻度）')).toBeInTheDocument();
    const cholesterol = screen.getByRole('row', { name: /总胆固醇/ });
    expect(within(cholesterol).getByText(/6\.8/)).toBeInTheDocument();
    expect(within(cholesterol).getByText('mmol/L')).toBeInTheDocument();
    expect(within(cholesterol).getByText(/0.*5\.2/)).toBeInTheDocument();
    expect(cholesterol).toHaveTextContent('↑偏高');
    expect(screen.getByRole('row', { name: /甘油三酯/ })).not.toHaveTextContent(/偏高|偏低/);
  });
});
