import { AlertDialog } from 'radix-ui';
import { Button } from '../Button';
import { useFocusReturn, type FocusFallback } from '../internal/useFocusReturn';
import * as css from './Dialog.css';
import type { DialogRequest } from './dialogStore';

/**
 * One `confirm()` / `alert()` dialog, built on Radix AlertDialog: focus is trapped, the cancel button (or the only
 * button) gets focus first, Escape cancels, and a tap on the backdrop does nothing — a question must be answered.
 * When it closes, focus returns to what had it before (`useFocusReturn`), or to `focusFallback` when that is gone.
 * `DialogHost` loads this module with the first request, so an app's first load carries no Radix code for it.
 */
export default function DialogView({
  request,
  focusFallback,
}: {
  request: DialogRequest;
  focusFallback?: FocusFallback | undefined;
}) {
  const { id, kind, title, content, confirmText = '确定', cancelText = '取消', danger, resolve } = request;
  const hasDescription = title !== undefined && content !== undefined;
  const focusReturn = useFocusReturn(focusFallback);
  return (
    <AlertDialog.Root key={id} open onOpenChange={(open) => !open && resolve(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={css.overlay} />
        {/* Without a separate description, nothing describes the dialog (its text is already its name). */}
        <AlertDialog.Content
          className={css.content}
          {...focusReturn}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        >
          <div className={css.body}>
            <AlertDialog.Title className={css.title}>{title ?? content}</AlertDialog.Title>
            {/* A div, not Radix's default <p>: content may hold block elements such as a list of causes. */}
            {hasDescription && (
              <AlertDialog.Description asChild>
                <div className={css.description}>{content}</div>
              </AlertDialog.Description>
            )}
          </div>
          <div className={css.footer}>
            {kind === 'confirm' ? (
              <>
                <AlertDialog.Cancel asChild>
                  <Button className={css.footerButton}>{cancelText}</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button
                    className={css.footerButton}
                    variant={danger ? 'danger' : 'primary'}
                    onClick={() => resolve(true)}
                  >
                    {confirmText}
                  </Button>
                </AlertDialog.Action>
              </>
            ) : (
              // An alert's only button dismisses it; as Radix's Cancel it also receives the initial focus.
              <AlertDialog.Cancel asChild>
                <Button className={css.footerButton} variant="primary">
                  {confirmText}
                </Button>
              </AlertDialog.Cancel>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
