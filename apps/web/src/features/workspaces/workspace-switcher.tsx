import './i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../lib/unique-id';
import { workspaceName } from '../../lib/workspace-name';
import { useWorkspaceScope } from '../../lib/workspace-scope';
import { useWorkspaces } from './use-workspaces';

/**
 * The shell's workspace switcher (decision 025): "All workspaces" or one of the caller's. Shown
 * once there is more than one to choose from. A remembered workspace the caller has since left
 * (or that was deleted) falls back to all of them.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation('workspaces');
  const id = useUniqueId();
  const { data: workspaces } = useWorkspaces();
  const [scope, setScope] = useWorkspaceScope();
  const known = !scope || !workspaces || workspaces.some((w) => w.id === scope);

  useEffect(() => {
    if (!known) setScope(null);
  }, [known, setScope]);

  if (!workspaces || workspaces.length < 2) return null;
  return (
    <div className="flex min-w-0 items-center">
      <label htmlFor={id} className="sr-only">
        {t('switcher.label')}
      </label>
      <select
        id={id}
        value={known ? (scope ?? '') : ''}
        onChange={(event) => setScope(event.target.value || null)}
        className="h-9 w-full truncate rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 md:w-auto md:max-w-[14rem]"
      >
        <option value="">{t('switcher.all')}</option>
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspaceName(workspace, t('personalName'))}
          </option>
        ))}
      </select>
    </div>
  );
}
