import { GetStartedButton } from './get-started-button';

interface CtaBandProps {
  title: string;
  body: string;
  button: string;
}

/** A closing call to action on a blue band. */
export function CtaBand({ title, body, button }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-2xl bg-blue-700 px-6 py-12 text-center text-white shadow-lg">
        <h2 id="cta-title" className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-blue-100">{body}</p>
        <div className="mt-8">
          <GetStartedButton label={button} variant="inverse" size="lg" />
        </div>
      </div>
    </section>
  );
}
