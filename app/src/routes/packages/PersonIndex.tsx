/** `/PersonIndex`: the personal health package list. */
import { PackageListScreen } from './PackageListScreen';

export function Component() {
  return <PackageListScreen kind="person" />;
}
