/**
 * The add-item screen's confirm popup (the chosen extras and their total, 修改 / 确认). It is the screen's only Radix
 * Dialog user, so AddItemsScreen loads this module while the 1 s spinner before it runs, not with the screen.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Popup, PriceTag, sprinkles } from '@checkup/ui';
import { addItemMessages } from '../messages';

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
          <ul>
            {pending.clusOut.map((item) => (
              <li key={item.comb_code} className={sprinkles({ display: 'flex', justifyContent: 'space-between', paddingY: 'xs' })}>
                <span>{item.comb_name}</span>
                <PriceTag price={item.act_price} originalPrice={item.price} />
              </li>
            ))}
          </ul>
          <p className={sprinkles({ textAlign: 'right', paddingY: 'sm' })}>
            {addItemMessages.total} <PriceTag price={pending.totalPrice} />
          </p>
          <div className={sprinkles({ display: 'flex', gap: 'md', justifyContent: 'center' })}>
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
