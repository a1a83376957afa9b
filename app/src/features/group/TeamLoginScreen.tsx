/**
 * `/TeamLogin`: a login-required address of docs/product/orders-reports-access.md §2 with no screen of its own; it is the group
 * login under another name, so it leads there, keeping its query (docs/adr/0045-teamlogin-leads-to-group-login.md).
 */
import { Navigate, useLocation } from 'react-router';

function TeamLoginScreen() {
  const { search } = useLocation();
  return <Navigate to={`/GroupLogin${search}`} replace />;
}

// The route table's lazy loader takes a module's `Component`.
export { TeamLoginScreen as Component };
