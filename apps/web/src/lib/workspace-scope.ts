// The workspace the signed-in screens are scoped to (the shell's switcher, decision 025): one
// workspace's id, or null for all of them. Kept in localStorage so it survives a reload, and shared
// by every screen through one small store: the dashboard passes it as `workspace_id`, and any list
// may read it the same way (lib/, so every feature can).
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'lt.workspace';
const listeners = new Set<() => void>();

export function getWorkspaceScope(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null; // storage refused (private mode): all workspaces
  }
}

export function setWorkspaceScope(workspaceId: string | null): void {
  try {
    if (workspaceId) window.localStorage.setItem(STORAGE_KEY, workspaceId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not kept across reloads, still applied on this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen workspace id (null: all workspaces) and the function that changes it. */
export function useWorkspaceScope(): [string | null, (workspaceId: string | null) => void] {
  const scope = useSyncExternalStore(subscribe, getWorkspaceScope, () => null);
  return [scope, useCallback(setWorkspaceScope, [])];
}
