/** PRODUCT §2: the first letter of the name, else of the e-mail, else "U"; always upper-case. */
export function avatarLetter(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || 'U';
  return (Array.from(source)[0] ?? 'U').toUpperCase();
}

export function Avatar({
  name,
  email,
}: {
  name: string | null | undefined;
  email: string | null | undefined;
}) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-semibold text-white"
    >
      {avatarLetter(name, email)}
    </span>
  );
}
