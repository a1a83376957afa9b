/** `/VehicleIndexs` (also `/VehicleIndex`): the driving-licence package list. */
import { PackageListScreen } from './PackageListScreen';

export function Component() {
  return <PackageListScreen kind="vehicle" />;
}
