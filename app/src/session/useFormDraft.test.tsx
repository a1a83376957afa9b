import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorySessionStore } from '../../test/fixtures';
import { AppServicesProvider, type AppServices } from '../services/AppServices';
import { memoryCookieJar, memoryStorage } from './backends';
import { createSessionStore, type SessionStore } from './store';
import { CODE_RESEND_WAIT_MS, DraftResendCodeButton, useFormDraft, type FormDraftOptions } from './useFormDraft';

interface Form {
  name: string;
  idCard: string;
  code: string;
  sex: '' | '1' | '2';
}
const EMPTY: Form = { name: '', idCard: '', code: '', sex: '' };

function wrapperOf(session: SessionStore) {
  const services = { session } as AppServices;
  return ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={services}>{children}</AppServicesProvider>
  );
}

/** Opens the form over `initial`; `session` carries over from an earlier opening, as sessionStorage over a reload. */
function open({
  session = memorySessionStore(),
  initial = EMPTY,
  options,
}: { session?: SessionStore; initial?: Form; options?: FormDraftOptions<Form> } = {}) {
  const view = renderHook(() => useFormDraft<Form>('ReportLogin', initial, options), { wrapper: wrapperOf(session) });
  return { session, ...view };
}

/** A typed code lives 5 minutes. */
const codeOptions = { lifetimeMs: { code: 5 * 60_000 } };
/** A code typed at 10:00, its screen closed, and the screen opened again at `reopenedAt`. */
function reopenAfterCodeTyped(reopenedAt: string) {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
  const first = open({ options: codeOptions });
  act(() => first.result.current.edit({ code: '123456' }));
  first.unmount();
  vi.setSystemTime(new Date(reopenedAt));
  return open({ session: first.session, options: codeOptions });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  it('brings back what was typed when the form opens again (a reload), and keeps it in the tab’s draft only', () => {
    const { result, session, unmount } = open();
    act(() => result.current.edit({ name: '张伟', idCard: '110101199003074514' }));
    unmount();
    expect(session.formDraft('ReportLogin').get()?.fields).toEqual({
      name: { value: '张伟', at: expect.any(Number) as unknown },
      idCard: { value: '110101199003074514', at: expect.any(Number) as unknown },
    });
    const again = open({ session });
    expect(again.result.current.form).toEqual({ ...EMPTY, name: '张伟', idCard: '110101199003074514' });
  });

  it('keeps only the fields the visitor changed: the others follow what the screen starts with', () => {
    const { result, session, unmount } = open({ initial: { ...EMPTY, name: '李明', idCard: '110105194912310029' } });
    act(() => result.current.edit({ idCard: '330106198805060139' }));
    unmount();
    expect(Object.keys(session.formDraft('ReportLogin').get()?.fields ?? {})).toEqual(['idCard']);
    // The stored user changed meanwhile: the untyped name shows the new one, the typed ID number stays.
    const again = open({ session, initial: { ...EMPTY, name: '王芳', idCard: '110105194912310029' } });
    expect(again.result.current.form).toEqual({ ...EMPTY, name: '王芳', idCard: '330106198805060139' });
  });

  it('writes nothing before the first change, and nothing once every field is back to what the screen started with', () => {
    const { result, session } = open();
    expect(session.formDraft('ReportLogin').get()).toBeUndefined();
    act(() => result.current.edit({ name: '张' }));
    expect(session.formDraft('ReportLogin').get()).toBeDefined();
    act(() => result.current.edit({ name: '' }));
    expect(session.formDraft('ReportLogin').get()).toBeUndefined();
  });

  it('derives the form from the current one with setForm and keeps every field that changed', () => {
    const { result, session, unmount } = open();
    act(() => result.current.setForm((current) => ({ ...current, idCard: '110101199003074514', sex: '1' })));
    unmount();
    expect(open({ session }).result.current.form).toEqual({ ...EMPTY, idCard: '110101199003074514', sex: '1' });
  });

  it('forgets the draft (after a successful submit): the next opening starts afresh', () => {
    const { result, session, unmount } = open();
    act(() => result.current.edit({ name: '张伟' }));
    act(() => result.current.forget());
    expect(session.formDraft('ReportLogin').get()).toBeUndefined();
    expect(result.current.form.name).toBe('张伟');
    unmount();
    expect(open({ session }).result.current.form).toEqual(EMPTY);
  });

  it('does not restore a draft typed under another scope (another visitor), nor overwrite it before a change', () => {
    const { result, session, unmount } = open({ options: { scope: 'o-a' } });
    act(() => result.current.edit({ idCard: '110101199003074514' }));
    unmount();
    const other = open({ session, options: { scope: 'o-b' } });
    expect(other.result.current.form).toEqual(EMPTY);
    other.unmount();
    expect(open({ session, options: { scope: 'o-a' } }).result.current.form.idCard).toBe('110101199003074514');
  });

  it('drops a field past its lifetime (a verification code) and keeps the rest', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const options = { lifetimeMs: { code: 5 * 60_000 } };
    const { result, session, unmount } = open({ options });
    act(() => result.current.edit({ name: '张伟', code: '123456' }));
    unmount();
    vi.setSystemTime(new Date('2026-11-26T10:04:59Z'));
    const early = open({ session, options });
    expect(early.result.current.form).toEqual({ ...EMPTY, name: '张伟', code: '123456' });
    early.unmount();
    vi.setSystemTime(new Date('2026-11-26T10:05:01Z'));
    expect(open({ session, options }).result.current.form).toEqual({ ...EMPTY, name: '张伟' });
  });

  it('restores a choice field only with one of its choices, and ignores fields the form does not have', () => {
    const session = memorySessionStore();
    session.formDraft('ReportLogin').set({
      fields: {
        sex: { value: '3', at: Date.now() },
        name: { value: '张伟', at: Date.now() },
        admin: { value: 'yes', at: Date.now() },
      },
    });
    const { result } = open({ session, options: { choices: { sex: ['', '1', '2'] } } });
    expect(result.current.form).toEqual({ ...EMPTY, name: '张伟' });
  });

  it('survives a draft of another shape (another version of the app) by starting afresh', () => {
    const session = memorySessionStore();
    session.formDraft('ReportLogin').set({ fields: { name: 'bare string' } } as never);
    expect(open({ session }).result.current.form).toEqual(EMPTY);
  });

  it('reads the tab’s storage once per opening, not on every keystroke, and writes once per change', () => {
    const storage = memoryStorage();
    const session = createSessionStore({ cookies: memoryCookieJar(), session: storage, local: memoryStorage() });
    session.formDraft('ReportLogin').set({ fields: { name: { value: '张伟', at: Date.now() } } });
    const read = vi.spyOn(storage, 'getItem');
    const write = vi.spyOn(storage, 'setItem');
    const { result } = open({ session });
    for (const idCard of ['1', '11', '110', '1101']) act(() => result.current.edit({ idCard }));
    expect(read.mock.calls.filter(([key]) => key === 'draft:ReportLogin')).toHaveLength(1);
    expect(write.mock.calls.filter(([key]) => key === 'draft:ReportLogin')).toHaveLength(4);
  });

  it('keeps the time a restored field was typed while other fields change, and gives a field typed again a new one', () => {
    const { result, session, unmount } = reopenAfterCodeTyped('2026-11-26T10:03:00Z');
    act(() => result.current.edit({ name: '张伟' }));
    expect(session.formDraft('ReportLogin').get()?.fields).toEqual({
      code: { value: '123456', at: Date.parse('2026-11-26T10:00:00Z') },
      name: { value: '张伟', at: Date.parse('2026-11-26T10:03:00Z') },
    });
    // Cleared and typed again: typed now, so it lives another 5 minutes.
    act(() => result.current.edit({ code: '' }));
    act(() => result.current.edit({ code: '123456' }));
    unmount();
    vi.setSystemTime(new Date('2026-11-26T10:06:00Z'));
    expect(open({ session, options: codeOptions }).result.current.form).toEqual({
      ...EMPTY,
      name: '张伟',
      code: '123456',
    });
  });

  it('gives a code typed again after its draft expired the time it was typed, not the expired one', () => {
    const { result, session, unmount } = reopenAfterCodeTyped('2026-11-26T10:06:00Z');
    expect(result.current.form.code).toBe('');
    act(() => result.current.edit({ code: '123456' }));
    unmount();
    expect(session.formDraft('ReportLogin').get()?.fields.code).toEqual({
      value: '123456',
      at: Date.parse('2026-11-26T10:06:00Z'),
    });
    vi.setSystemTime(new Date('2026-11-26T10:07:00Z'));
    expect(open({ session, options: codeOptions }).result.current.form.code).toBe('123456');
  });

  it('after forget, the next change starts a draft of its own times', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const { result, session } = open();
    act(() => result.current.edit({ name: '张伟' }));
    act(() => result.current.forget());
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    act(() => result.current.edit({ idCard: '1' }));
    expect(session.formDraft('ReportLogin').get()?.fields).toEqual({
      name: { value: '张伟', at: Date.parse('2026-11-26T10:01:00Z') },
      idCard: { value: '1', at: Date.parse('2026-11-26T10:01:00Z') },
    });
  });

  it('keeps the resend wait of a sent code across a reopening, until it is over', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const { result, session, unmount } = open();
    act(() => result.current.codeSent(Date.now() + CODE_RESEND_WAIT_MS));
    unmount();
    expect(open({ session }).result.current.codeWaitUntil).toBe(Date.parse('2026-11-26T10:01:00Z'));
  });
});

function CodeForm() {
  const draft = useFormDraft('ReportLogin', EMPTY);
  return <DraftResendCodeButton draft={draft} onSend={() => true} />;
}

describe('DraftResendCodeButton', () => {
  it('waits out, after a reload, the 60 s of a code sent before it, then offers 获取验证码 again', async () => {
    const session = memorySessionStore();
    const first = render(<CodeForm />, { wrapper: wrapperOf(session) });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /重新获取\(\d+s\)/ })).toHaveAttribute('aria-disabled', 'true');
    first.unmount();

    vi.useFakeTimers({ now: Date.now() + 20_000 });
    render(<CodeForm />, { wrapper: wrapperOf(session) });
    const button = screen.getByRole('button', { name: /重新获取\((39|40)s\)/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(41_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('offers 获取验证码 at once when nothing was sent, or nothing could be sent', async () => {
    const session = memorySessionStore();
    function Refused() {
      const draft = useFormDraft('ReportLogin', EMPTY);
      return <DraftResendCodeButton draft={draft} onSend={() => false} />;
    }
    render(<Refused />, { wrapper: wrapperOf(session) });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(session.formDraft('ReportLogin').get()).toBeUndefined();
  });
});
