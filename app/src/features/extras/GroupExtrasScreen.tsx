/** `/TeamAddClusItem`: extra items for a group booking within the member's self-pay allowance, then /TeamBookSum?type=add. */
import { AddItemsScreen } from './AddItemsScreen';

function GroupExtrasScreen() {
  return <AddItemsScreen flow="team" />;
}

// The route table's lazy loader takes a module's `Component`.
export { GroupExtrasScreen as Component };
