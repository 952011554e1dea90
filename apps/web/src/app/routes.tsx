import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useLoadedDataClient } from './data-client-source';
import { NOT_FOUND_PAGE, PAGES, type VisitorTurnedAway } from './pages';

const NotFoundPage = NOT_FOUND_PAGE.Page;

/** The gate comes with the data client, as it asks who is signed in (pages render within the client's providers). */
function OwnerPageGate(props: { turnAway: VisitorTurnedAway; children: ReactNode }) {
  const { OwnerPageGate: Gate } = useLoadedDataClient();
  return <Gate {...props} />;
}

/** The app's routes, under whichever router the side running it provides (app/routed-area.tsx). */
export function AppRoutes() {
  return (
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
  );
}
