import { NotFoundPanel } from '../../components/not-found-panel';

/** The catch-all route (SPEC §2). */
export default function NotFoundPage() {
  return <NotFoundPanel />;
}
