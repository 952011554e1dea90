import { Route, Switch } from 'wouter';
import { AppLayout } from './app-layout';
import { NOT_FOUND_PAGE, PAGES } from './pages';

const NotFoundPage = NOT_FOUND_PAGE.Page;

/** The app's routes, under whichever router the side running it provides (browser or server). */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppLayout>
  );
}
