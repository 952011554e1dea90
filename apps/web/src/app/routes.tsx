import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import ContactPage from '../pages/contact/contact-page';
import HomePage from '../pages/home/home-page';
import NotFoundPage from '../pages/not-found/not-found-page';
import { AppLayout } from './app-layout';

// Owner-only screens and the Files page (which pulls the uploader on demand) are separate chunks, so a
// visitor's first load of Home carries none of their code.
const FilesPage = lazy(() => import('../pages/files/files-page'));
const CredentialsPage = lazy(() => import('../pages/credentials/credentials-page'));
const SettingsPage = lazy(() => import('../pages/settings/settings-page'));
const AnalyticsPage = lazy(() => import('../pages/analytics/analytics-page'));
const AdminPage = lazy(() => import('../pages/admin/admin-page'));

/** SPEC §2: every route of the app; none takes path parameters. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/files', element: <FilesPage /> },
      { path: '/credentials', element: <CredentialsPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/analytics', element: <AnalyticsPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
