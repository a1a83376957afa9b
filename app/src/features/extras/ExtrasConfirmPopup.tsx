/**
 * The add-item screen's confirm popup (the chosen extras and their total, 修改 / 确认). It is the screen's only Radix
 * Dialog user, so AddItemsScreen loads this module while the 1 s spinner before it runs, not with the screen.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Popup, PriceTag } from '@checkup/ui';
import { addItemMessages } from '../../messages';
import * as css from './ExtrasConfirmPopup.css';

type ChosenExtras = Schemas['ChosenExtras'];

export interface ExtrasConfirmPopupProps {
  /** The extras to confirm; null while the popup is closed. */
  pending: ChosenExtras | null;
  /** Closes the popup to change the choice. */
  onModify: () => void;
  onConfirm: (extras: ChosenExtras) => void;
}

export default function ExtrasConfirmPopup({ pending, onModify, onConfirm }: ExtrasConfirmPopupProps) {
  return (
    <Popup open={pending !== null} onOpenChange={(open) => !open && onModify()} title={addItemMessages.confirmTitle}>
      {pending && (
        <>
          <ul className={css.itemList}>
            {pending.clusOut.map((item) => (
              <li key={item.comb_code} className={css.itemRow}>
                <span>{item.comb_name}</span>
                <PriceTag price={item.act_price} originalPrice={item.price} />
              </li>
            ))}
          </ul>
          <p className={css.total}>
            {addItemMessages.total} <PriceTag price={pending.totalPrice} />
          </p>
          {/* Sticky: a long list or a short landscape screen scrolls the items, never the buttons, out of the sheet. */}
          <div className={css.actions} style={{ position: 'sticky', bottom: 0 }}>
            <Button onClick={onModify}>{addItemMessages.modify}</Button>
            <Button variant="primary" onClick={() => onConfirm(pending)}>
              {addItemMessages.confirm}
            </Button>
          </div>
        </>
      )}
    </Popup>
  );
}
