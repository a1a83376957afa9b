/** `/PersonIndex`: the personal health package list. */
import { PackageListScreen } from './PackageListScreen';

function PersonPackageListScreen() {
  return <PackageListScreen kind="person" />;
}

// The route table's lazy loader takes a module's `Component`.
export { PersonPackageListScreen as Component };
