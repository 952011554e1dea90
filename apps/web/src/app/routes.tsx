import { useRoutes } from 'react-router';
import { AppLayout } from './app-layout';
import { NOT_FOUND_PAGE, PAGES } from './pages';

const routes = [
  {
    element: <AppLayout />,
    children: [...PAGES, NOT_FOUND_PAGE].map(({ path, Page }) => ({ path, element: <Page /> })),
  },
];

/** The app's routes, under whichever router the side running it provides (browser or server). */
export function AppRoutes() {
  return useRoutes(routes);
}
