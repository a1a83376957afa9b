/** `/TeamAddClusItem`: extra items for a group booking within the member's self-pay allowance, then /TeamBookSum?type=add. */
import { AddItemsScreen } from '../../addItems/AddItemsScreen';

export function Component() {
  return <AddItemsScreen flow="team" />;
}
