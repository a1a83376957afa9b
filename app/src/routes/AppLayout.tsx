/** The root route's element: the current screen plus what every screen shares (loading bar, toasts, dialogs). */
import { Outlet } from 'react-router';

export function AppLayout() {
  return <Outlet />;
}
