import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTestRouter, sampleTable, Screen } from '../../test/appRouter';
import { ScreenFailure } from './StartFailure';
import type { RouteEntry } from './table';

describe('a screen that cannot be shown', () => {
  it("says 系统繁忙！请稍后再试 when a screen's code cannot be loaded, and loads it again on 重试", async () => {
    let downloads = 0;
    const offlineTable: RouteEntry[] = [
      ...sampleTable,
      {
        path: '/ReportMian',
        access: 'open',
        load: () =>
          ++downloads === 1
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve({ Component: () => <Screen name="report" /> }),
      },
    ];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTestRouter('/ReportMian', { table: offlineTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('report open 5')).toBeInTheDocument();
  });

  it('asks the page to reload when 重试 fails too (a browser may keep the failed fetch), not after the first failure', async () => {
    let downloads = 0;
    const offlineTable: RouteEntry[] = [
      ...sampleTable,
      {
        path: '/ReportMian',
        access: 'open',
        load: () =>
          ++downloads <= 2
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve({ Component: () => <Screen name="report" /> }),
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload, reloadAfterFailedImport } = renderTestRouter('/ReportMian', { table: offlineTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(reloadAfterFailedImport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(reloadAfterFailedImport).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('report open 5')).toBeInTheDocument();
    expect(reloadAfterFailedImport).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('replaces a screen that throws while rendering with 系统繁忙！请稍后再试, and shows it anew on 重试', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <Screen name="fragile" />;
    }
    const fragileTable: RouteEntry[] = [
      ...sampleTable,
      { path: '/ReportMian', access: 'open', load: () => Promise.resolve({ Component: Fragile }) },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTestRouter('/ReportMian', { table: fragileTable });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('fragile open 5')).toBeInTheDocument();
  });

  it('keeps the nav bar and its back arrow on a screen that could not be loaded (ScreenFailure)', async () => {
    const offlineTable: RouteEntry[] = [
      ...sampleTable,
      {
        path: '/ReportMian',
        access: 'open',
        load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTestRouter(['/', '/ReportMian'], { table: offlineTable, failure: ScreenFailure });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙！请稍后再试');
    expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('home open 0')).toBeInTheDocument();
  });
});
