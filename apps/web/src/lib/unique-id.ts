import { useState } from 'react';

let issued = 0;

/**
 * An id unique in the document for as long as the component stays mounted. preact's `useId`
 * numbers ids per render root, so a subtree mounted apart (a modal's portal, a lazily loaded route)
 * can repeat an id already on the page, and a label then points at another page's field: the admin
 * template form's "Name" did once the admin panel grew a tab.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `uid-${++issued}`);
  return id;
}
