import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import { Popup, type PopupProps } from '../Popup';
import * as css from './ActionSheet.css';

export interface ActionSheetAction {
  name: string;
  /** Smaller line under the name. */
  description?: string;
  disabled?: boolean;
  /** Destructive style. */
  danger?: boolean;
}

export interface ActionSheetProps<A extends ActionSheetAction = ActionSheetAction> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Question the sheet answers, e.g. 请选择体检类型. */
  title: ReactNode;
  actions: readonly A[];
  /** Called with the chosen action; the sheet then closes. */
  onSelect: (action: A, index: number) => void;
  /** Text of the cancel row (default 取消). */
  cancelText?: string;
  trigger?: ReactNode;
  /** Where focus goes when the sheet closes and what opened it is gone (see Popup's `focusFallback`). */
  focusFallback?: PopupProps['focusFallback'];
}

/** A bottom sheet with a list of choices and a cancel row (e.g. 健康体检 / 入职体检). */
export function ActionSheet<A extends ActionSheetAction>({
  open,
  defaultOpen,
  onOpenChange,
  title,
  actions,
  onSelect,
  cancelText = '取消',
  trigger,
  focusFallback,
}: ActionSheetProps<A>) {
  return (
    <Popup
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={title}
      trigger={trigger}
      closeable={false}
      focusFallback={focusFallback}
    >
      <ul className={css.list}>
        {actions.map((action, index) => (
          <li key={action.name}>
            {/* Radix's Close skips closing when the click was default-prevented (disabled rows). */}
            <Dialog.Close asChild>
              <button
                type="button"
                className={classNames(css.action, action.danger && css.danger)}
                aria-disabled={action.disabled || undefined}
                onClick={(event) => {
                  if (action.disabled) {
                    event.preventDefault();
                    return;
                  }
                  onSelect(action, index);
                }}
              >
                <span>{action.name}</span>
                {action.description && <span className={css.description}>{action.description}</span>}
              </button>
            </Dialog.Close>
          </li>
        ))}
      </ul>
      <Dialog.Close className={css.cancel}>{cancelText}</Dialog.Close>
    </Popup>
  );
}
