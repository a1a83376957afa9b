import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { Component as DocumentViewer } from './DocumentViewerScreen';

describe('/test document viewer', () => {
  it('zooms the document from 100% in steps of 15', async () => {
    renderRoute(DocumentViewer, {
      path: '/test',
      handlers: { GetNoticeInfo: () => ok({ content: '<p>体检须知正文</p>' }) },
    });
    expect(await screen.findByText('体检须知正文')).toBeInTheDocument();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemin', '100');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
    expect(screen.getByTestId('document').style.fontSize).toBe('100%');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '115');
    expect(screen.getByTestId('document').style.fontSize).toBe('115%');
  });
});
