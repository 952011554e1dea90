import { NotFoundPanel } from '../../components/not-found-panel';

/** The catch-all route (docs/spec.md §2). */
export default function NotFoundPage() {
  return <NotFoundPanel />;
}
