import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { sampleReport } from './testing/reportFixtures';
import { Component as ReportSuggest } from './HealthAdviceScreen';

describe('/ReportSuggest', () => {
  it("shows the doctor's suggestions", () => {
    renderRoute(ReportSuggest, { path: '/ReportSuggest', session: (session) => session.report.set(sampleReport) });
    expect(screen.getByText('低脂饮食，规律运动，3个月后复查血脂。')).toBeInTheDocument();
  });
});
