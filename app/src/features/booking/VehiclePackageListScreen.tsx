/** `/VehicleIndexs` (also `/VehicleIndex`): the driving-licence package list. */
import { PackageListScreen } from './PackageListScreen';

function VehiclePackageListScreen() {
  return <PackageListScreen kind="vehicle" />;
}

// The route table's lazy loader takes a module's `Component`.
export { VehiclePackageListScreen as Component };
