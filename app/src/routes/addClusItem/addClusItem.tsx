/** `/addClusItem`: extra items for a personal booking, then /PersonBookSum (with `types=question` kept through). */
import { AddItemsScreen } from '../../addItems/AddItemsScreen';

export function Component() {
  return <AddItemsScreen flow="person" />;
}
