import { Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';
import { NOT_FOUND_PAGE, PAGES } from './pages';

const NotFoundPage = NOT_FOUND_PAGE.Page;

/** The app's routes, under whichever router the side running it provides (browser or server). */
export function AppRoutes() {
  return (
    <AppLayout>
      <Routes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppLayout>
  );
}
