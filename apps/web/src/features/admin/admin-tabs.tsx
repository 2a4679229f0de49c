import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useUniqueId } from '../../lib/unique-id';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
}

interface AdminTabsProps<K extends string> {
  label: string;
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  /** Only the active panel is rendered, so only its data is fetched (PRODUCT §4). */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move between tabs (wrapping), Home and End
 * jump to the ends, and only the selected tab is in the Tab order.
 */
export function AdminTabs<K extends string>({ label, tabs, active, onChange, children }: AdminTabsProps<K>) {
  const id = useUniqueId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-600 ${
                selected
                  ? 'border-blue-600 text-blue-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
