import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { Component as Home } from './HomeScreen';
import { homeMessages } from '../../messages/home';

it("names in the personal card's note exactly the check-up types 立即预约 offers (docs/product/booking-journey.md §2 Home)", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('[]'))),
  );
  try {
    renderRoute(Home, { path: '/' });
    const note = screen.getByText(homeMessages.personalCardNote);
    await userEvent.click(screen.getByRole('button', { name: homeMessages.bookNow }));
    const sheet = await screen.findByRole('dialog', { name: homeMessages.chooseType });
    const offered = within(sheet)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name !== '取消');
    expect(offered).toEqual(['健康体检', '入职体检']);
    expect(note.textContent?.split(' · ')).toEqual(offered);
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
  } finally {
    vi.unstubAllGlobals();
  }
});
