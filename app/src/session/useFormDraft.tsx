/**
 * Typed input that survives a reload of the tab. The messaging app's webview is often reloaded or killed while the
 * visitor is away (reading the SMS code, looking up an ID number); a form kept in a draft comes back as it was typed.
 *
 * A draft holds only the fields the visitor changed from what the screen started with (the server's or the spec's
 * own values), so it never stands in for those; it lives in the session store's `draft:<form>` (sessionStorage: this
 * tab only) and is forgotten when the form is sent successfully. Imported by route chunks only (not the entry).
 */
import { ResendCodeButton, type ResendCodeButtonProps } from '@checkup/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../services/AppServices';
import type { DraftForm, FormDraft } from './values';

/** A form of text fields (numbers stay text while typed; radios are text too). */
type TextFields<T = Record<string, string>> = Record<keyof T, string>;

export interface FormDraftOptions<T extends TextFields<T>> {
  /** What the input belongs to (e.g. the signed-in visitor's openid): a draft typed under another is not restored. */
  scope?: string;
  /** Fields kept only this long after they were typed (a verification code: while it is valid). */
  lifetimeMs?: { readonly [K in keyof T]?: number };
  /** Fields with a fixed set of values (radios, selects): a stored value outside it is not restored. */
  choices?: { readonly [K in keyof T]?: readonly T[K][] };
}

export interface FormDraftState<T extends TextFields<T>> {
  form: T;
  /** Replaces the form (or derives it from the current one); changed fields are kept in the draft. */
  setForm: (update: T | ((current: T) => T)) => void;
  /** Changes some fields. */
  edit: (patch: Partial<T>) => void;
  /** Forgets the draft: call it once the form was sent successfully (the screen keeps showing what it shows). */
  forget: () => void;
  /** Until when (epoch ms) the form's verification code may not be asked for again, after one was sent. */
  codeWaitUntil: number | undefined;
  /** Records that a code was sent and another may be asked for from `until` (epoch ms) on. */
  codeSent: (until: number) => void;
}

/** The draft of `form` over `initial` (what the screen shows without one). */
export function useFormDraft<T extends TextFields<T>>(
  form: DraftForm,
  initial: T | (() => T),
  options: FormDraftOptions<T> = {},
): FormDraftState<T> {
  const session = useSession();
  const slot = useMemo(() => session.formDraft(form), [session, form]);
  const { scope } = options;
  // Read once, when the screen opens: what the screen starts with, the draft restored over it, and when each restored
  // field was typed (kept as long as its value is: a typed code lives its lifetime from then, not from a later change).
  const [opened] = useState(() => {
    const base = typeof initial === 'function' ? initial() : initial;
    const stored = slot.get();
    const kept = stored && stored.scope === scope ? stored : undefined;
    const form = restore(base, kept, options);
    const typed: FormDraft['fields'] = {};
    for (const key of Object.keys(form) as (keyof T & string)[]) {
      const field = kept?.fields[key];
      if (field && form[key] !== base[key] && field.value === form[key]) typed[key] = field;
    }
    return { base, form, typed, codeWaitUntil: kept?.codeWaitUntil };
  });
  const [values, setValues] = useState<T>(opened.form);
  const [codeWaitUntil, setCodeWaitUntil] = useState(opened.codeWaitUntil);
  // The fields of the draft last written (or restored) and the scope they were typed under: a change writes the draft
  // without reading it back from storage first (a keystroke costs one write).
  const written = useRef({ scope, fields: opened.typed });

  // Every change is written at once: a webview may be killed any moment after the visitor switches away. Nothing is
  // written before the first change (a draft of another scope, or one the screen does not use now, stays as it is).
  useEffect(() => {
    if (values === opened.form && codeWaitUntil === opened.codeWaitUntil) return;
    const before = written.current.scope === scope ? written.current.fields : {};
    const fields: FormDraft['fields'] = {};
    for (const key of Object.keys(values) as (keyof T & string)[]) {
      const value = values[key];
      if (value === opened.base[key]) continue;
      const previous = before[key];
      fields[key] = previous?.value === value ? previous : { value, at: Date.now() };
    }
    written.current = { scope, fields };
    const waiting = codeWaitUntil !== undefined && codeWaitUntil > Date.now() ? codeWaitUntil : undefined;
    if (Object.keys(fields).length === 0 && waiting === undefined) slot.clear();
    else
      slot.set({
        ...(scope === undefined ? {} : { scope }),
        fields,
        ...(waiting === undefined ? {} : { codeWaitUntil: waiting }),
      });
  }, [slot, scope, opened, values, codeWaitUntil]);

  return {
    form: values,
    setForm: setValues,
    edit: (patch) => setValues((current) => ({ ...current, ...patch })),
    forget: () => {
      written.current = { scope, fields: {} };
      slot.clear();
    },
    codeWaitUntil,
    codeSent: setCodeWaitUntil,
  };
}

/** `base` with the draft's fields that still apply: known fields, text, an allowed choice, not past their lifetime. */
function restore<T extends TextFields<T>>(
  base: T,
  draft: FormDraft | undefined,
  { lifetimeMs = {}, choices = {} }: FormDraftOptions<T>,
): T {
  const form = { ...base };
  if (!draft || typeof draft.fields !== 'object') return form;
  const now = Date.now();
  for (const key of Object.keys(base) as (keyof T & string)[]) {
    const field = draft.fields[key];
    if (!field || typeof field.value !== 'string' || typeof field.at !== 'number') continue;
    const lifetime = lifetimeMs[key];
    if (lifetime !== undefined && now - field.at > lifetime) continue;
    const allowed = choices[key];
    if (allowed && !allowed.includes(field.value as T[typeof key])) continue;
    form[key] = field.value as T[typeof key];
  }
  return form;
}

/** Wait before another code may be asked for: the server refuses a second code for a phone within 60 s. */
export const CODE_RESEND_WAIT_MS = 60_000;

/**
 * The get-code button of a form with a draft: a code sent before a reload keeps the button waiting (with its
 * countdown) for the rest of the 60 s, since the server would refuse a new one until then.
 */
export function DraftResendCodeButton({
  draft,
  ...props
}: ResendCodeButtonProps & { draft: Pick<FormDraftState<TextFields>, 'codeWaitUntil' | 'codeSent'> }) {
  return (
    <ResendCodeButton
      {...props}
      waitSeconds={CODE_RESEND_WAIT_MS / 1000}
      waitUntil={draft.codeWaitUntil ?? null}
      onWaitStart={draft.codeSent}
    />
  );
}
