/** `/addClusItem`: extra items for a personal booking, then /PersonBookSum (with `types=question` kept through). */
import { AddItemsScreen } from './AddItemsScreen';

function PersonExtrasScreen() {
  return <AddItemsScreen flow="person" />;
}

// The route table's lazy loader takes a module's `Component`.
export { PersonExtrasScreen as Component };
