/** `/StaffIndex`: the pre-employment (staff) package list. */
import { PackageListScreen } from './PackageListScreen';

export function Component() {
  return <PackageListScreen kind="staff" />;
}
