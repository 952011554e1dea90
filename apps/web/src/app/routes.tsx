import { Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';
import { OwnerPageGate } from './owner-page-gate';
import { NOT_FOUND_PAGE, PAGES } from './pages';

const NotFoundPage = NOT_FOUND_PAGE.Page;

/** The app's routes, under whichever router the side running it provides (browser or server). */
export function AppRoutes() {
  return (
    <AppLayout>
      <Routes>
        {PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              page.access === 'owner' ? (
                <OwnerPageGate turnAway={page.turnAway}>
                  <page.Page />
                </OwnerPageGate>
              ) : (
                <page.Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppLayout>
  );
}
