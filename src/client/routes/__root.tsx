import { createRootRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { Toasts } from '../ui/Toasts';
import { UpdatePrompt } from '../ui/UpdatePrompt';

function Root() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <LoadingOverlay />
      <Toasts />
    </>
  );
}

/** Last resort for a screen that crashed: say so plainly and offer a way out. */
function RootError({ error }: ErrorComponentProps) {
  return (
    <main id="main" className="main main-public">
      <section className="card auth-card" role="alert">
        <h1>Something went wrong</h1>
        <p>{error instanceof Error ? error.message : 'The page could not be shown.'}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    </main>
  );
}

export const Route = createRootRoute({ component: Root, errorComponent: RootError });
