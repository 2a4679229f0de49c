import { Spinner } from './spinner';

/** Covers the page while something the whole screen depends on (sign-in state, profile) loads. */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-white">
      <Spinner label={label} />
    </div>
  );
}
