/**
 * `/login`'s document-type chooser. It is the screen's only Radix Dialog user, so LoginRoute loads this module the
 * first time the sheet opens: `/login` itself carries no dialog code.
 */
import { ActionSheet } from '@checkup/ui';
import { accessMessages, commonMessages } from '../../messages';
import { CARD_TYPES, type CardType } from './registration';

const cardTypeActions: readonly { name: string; value: CardType }[] = CARD_TYPES.map((value) => ({
  name: accessMessages.cardTypes[value],
  value,
}));

export interface CardTypeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (cardType: CardType) => void;
}

export default function CardTypeSheet({ open, onOpenChange, onChoose }: CardTypeSheetProps) {
  return (
    <ActionSheet
      open={open}
      onOpenChange={onOpenChange}
      title={accessMessages.documentType}
      actions={cardTypeActions}
      cancelText={commonMessages.cancel}
      onSelect={(action) => onChoose(action.value)}
    />
  );
}
