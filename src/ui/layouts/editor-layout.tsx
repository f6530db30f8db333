/** Layout "editor": the page as the visual editor's frame shows it, without chrome of its own. */
import { Outlet } from 'react-router';

export function EditorLayout() {
  return <Outlet />;
}
