import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memorySessionStore, samplePackage } from '../../test/fixtures';
import { AppServicesProvider, type AppServices } from '../services/AppServices';
import { useBookingDraft } from './useBookingDraft';

function setup() {
  const session = memorySessionStore();
  const services = { session } as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={services}>{children}</AppServicesProvider>
  );
  return { session, ...renderHook(() => useBookingDraft(), { wrapper }) };
}

describe('useBookingDraft', () => {
  it('reads the stored draft and re-renders with what it writes', () => {
    const { result, session } = setup();
    expect(result.current.package).toBeUndefined();
    act(() => result.current.set('package', samplePackage));
    expect(result.current.package).toEqual(samplePackage);
    expect(session.package.get()).toEqual(samplePackage);
    act(() => result.current.set('answers', [{ type: '1', question_code: 'Q02', answer: '10' }]));
    expect(result.current.answers).toHaveLength(1);
    act(() => result.current.remove('answers'));
    expect(result.current.answers).toBeUndefined();
  });

  it('forgets the extras when another package is chosen, keeps them for the same one', () => {
    const { result, session } = setup();
    const extras = { totalPrice: 45, clusOut: [] };
    act(() => {
      result.current.choosePackage(samplePackage);
      result.current.set('chosenItems', extras);
    });
    act(() => result.current.choosePackage({ ...samplePackage }));
    expect(result.current.chosenItems).toEqual(extras);
    act(() => result.current.choosePackage({ ...samplePackage, clus_Code: 'TC002' }));
    expect(result.current.chosenItems).toBeUndefined();
    expect(session.chosenItems.get()).toBeUndefined();
    expect(session.package.get()?.clus_Code).toBe('TC002');
  });

  it('clears the whole draft', () => {
    const { result, session } = setup();
    act(() => {
      result.current.set('package', samplePackage);
      result.current.set('chosenItems', { totalPrice: 45, clusOut: [] });
      result.current.set('questionnaire', 'done');
    });
    act(() => result.current.clear());
    expect([result.current.package, result.current.chosenItems, result.current.questionnaire]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(session.package.get()).toBeUndefined();
  });
});
