import type { Workspace } from '@lt/core';

/**
 * A workspace's display name: the personal one (stored as "Personal" for everyone) is named in the
 * reader's language, by the caller's own translation of it.
 */
export function workspaceName(workspace: Pick<Workspace, 'name' | 'personal'>, personalName: string): string {
  return workspace.personal ? personalName : workspace.name;
}
