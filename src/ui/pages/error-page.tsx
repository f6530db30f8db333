/**
 * Error pages of spec section 2: 404 shows 'Page Not Found' (with 'Page Not Found: {fullPath}' for
 * an unmatched path); any other status shows 'Internal Server Error' with the message.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: error.status, message };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: 'Something went wrong' };
}

export function ErrorView({ status, message }: { status: number; message: string }) {
  const notFound = status === 404;
  return (
    <section className="container flex flex-col items-center gap-4 py-24 text-center" aria-labelledby="error-heading">
      <p className="text-6xl font-bold opacity-30" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-heading">{notFound ? 'Page Not Found' : 'Internal Server Error'}</h1>
      {message && <p className="max-w-xl break-words opacity-80">{message}</p>}
      <Link to="/" className="btn btn-primary btn-md">
        Return to home
      </Link>
    </section>
  );
}

export function RouteErrorPage() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorView status={status} message={message} />;
}
