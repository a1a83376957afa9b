/** `/StaffIndex`: the pre-employment (staff) package list. */
import { PackageListScreen } from './PackageListScreen';

function StaffPackageListScreen() {
  return <PackageListScreen kind="staff" />;
}

// The route table's lazy loader takes a module's `Component`.
export { StaffPackageListScreen as Component };
